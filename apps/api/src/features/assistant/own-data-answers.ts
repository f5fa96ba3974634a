import { assistantOwnDataTexts as t } from '@kusasa/domain/assistant-texts';
import { nscPassTexts } from '@kusasa/domain/aps-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { CHECKLIST_DOCUMENT_TYPES, latestByType, REQUIRED_DOCUMENT_TYPES } from '@kusasa/domain/rules/journey';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { OwnDataIntent } from '@kusasa/domain/schemas/assistant/common';
import { fillText } from '@kusasa/domain/texts';
import type { LearnerApplication, LearnerDocument, LearnerFacts, ProgrammeMatch } from './learner-facts.ts';

// Answers about the learner's own data, written from their rows with the product's own rules
// (the APS engine, the document checklist); the facts are also handed to a model as context.

export interface OwnDataAnswer {
  intent: OwnDataIntent;
  content: string;
  source: AnswerSource;
}

const SOURCE_URLS: Record<OwnDataIntent, string> = {
  aps: '/programs',
  eligibility: '/programs',
  documents: '/dashboard',
  applications: '/dashboard',
};

const NAMES_SHOWN = 5;

function sourceOf(intent: OwnDataIntent): AnswerSource {
  return { id: `own-data:${intent}`, title: t.sourceTitles[intent], url: SOURCE_URLS[intent], category: 'Your data' };
}

const listOf = (names: readonly string[]) => names.join(', ');
const labelOf = (type: LearnerDocument['documentType']) => documentTexts.labels[type];

async function apsAnswer(facts: LearnerFacts, userId: string): Promise<string> {
  const aps = await facts.aps(userId);
  if (!aps.hasMarks || aps.score === null || aps.sitting === null) return t.noMarks;
  const subjects = aps.countedSubjects.map((entry) => `${entry.subject} ${entry.mark}%`);
  const parts = [fillText(t.aps, { score: String(aps.score), sitting: t.sittings[aps.sitting], subjects: listOf(subjects) })];
  if (aps.passType && aps.passType !== 'none') parts.push(fillText(t.apsPass, { passType: nscPassTexts.labels[aps.passType] }));
  const others = aps.packs.filter((pack) => pack.packId !== 'common').map((pack) => `${pack.name}: ${pack.score} of ${pack.maxScore}`);
  if (others.length > 0) parts.push(fillText(t.apsOtherPacks, { packs: others.join('; ') }));
  return parts.join(' ');
}

function programmeNames(matches: readonly ProgrammeMatch[]): string {
  const names = matches.slice(0, NAMES_SHOWN).map((match) => `${match.programmeName} (${match.institutionName})`);
  return listOf(names);
}

async function eligibilityAnswer(facts: LearnerFacts, userId: string): Promise<string> {
  const aps = await facts.aps(userId);
  if (!aps.hasMarks) return t.noMarks;
  const matches = await facts.eligibility(userId);
  const meets = matches.filter((match) => match.status === 'meets');
  const nearly = matches.filter((match) => match.status === 'nearly');
  const parts = [meets.length === 0 ? t.eligibilityNone : fillText(t.eligibilityMeets, { count: String(meets.length), names: programmeNames(meets) })];
  if (nearly.length > 0) parts.push(fillText(t.eligibilityNearly, { count: String(nearly.length), names: programmeNames(nearly) }));
  parts.push(t.eligibilityConfirm);
  return parts.join(' ');
}

async function documentsAnswer(facts: LearnerFacts, userId: string): Promise<string> {
  const latest = latestByType(await facts.documents(userId));
  const missing = REQUIRED_DOCUMENT_TYPES.filter((type) => !latest.has(type));
  const needsAction = [...latest.values()].filter(
    (document) => document.verificationStatus === 'rejected' || document.verificationStatus === 'request_resubmission',
  );
  const pending = [...latest.values()].filter((document) => document.verificationStatus === 'pending');
  const optional = CHECKLIST_DOCUMENT_TYPES.filter((type) => !REQUIRED_DOCUMENT_TYPES.includes(type) && !latest.has(type));
  const parts = [
    missing.length === 0
      ? t.documentsAllThere
      : fillText(t.documentsMissing, { documents: listOf(missing.map((type) => labelOf(type as LearnerDocument['documentType']))) }),
  ];
  if (needsAction.length > 0) {
    const items = needsAction.map((document) =>
      document.failureReason ? `${labelOf(document.documentType)} (${document.failureReason})` : labelOf(document.documentType),
    );
    parts.push(fillText(t.documentsAction, { documents: listOf(items) }));
  }
  if (pending.length > 0) parts.push(fillText(t.documentsPending, { documents: listOf(pending.map((document) => labelOf(document.documentType))) }));
  if (optional.length > 0) parts.push(fillText(t.documentsOptional, { documents: listOf(optional.map((type) => labelOf(type))) }));
  return parts.join(' ');
}

function applicationLine(application: LearnerApplication): string {
  return fillText(t.applicationLine, {
    programme: application.programmeName ?? t.unnamedProgramme,
    institution: application.institutionName ?? t.unnamedInstitution,
    status: t.applicationStatuses[application.status],
  });
}

async function applicationsAnswer(facts: LearnerFacts, userId: string): Promise<string> {
  const applications = await facts.applications(userId);
  if (applications.length === 0) return t.applicationsNone;
  return fillText(t.applicationsList, { count: String(applications.length), list: applications.map(applicationLine).join('; ') });
}

const ANSWERERS: Record<OwnDataIntent, (facts: LearnerFacts, userId: string) => Promise<string>> = {
  aps: apsAnswer,
  eligibility: eligibilityAnswer,
  documents: documentsAnswer,
  applications: applicationsAnswer,
};

export async function answerOwnData(intent: OwnDataIntent, facts: LearnerFacts, userId: string): Promise<OwnDataAnswer> {
  return { intent, content: await ANSWERERS[intent](facts, userId), source: sourceOf(intent) };
}
