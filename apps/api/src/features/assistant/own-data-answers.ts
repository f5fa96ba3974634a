import { assistantOwnDataTexts as t } from '@kusasa/domain/assistant-texts';
import { nscPassTexts } from '@kusasa/domain/aps-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { CHECKLIST_DOCUMENT_TYPES, latestByType, REQUIRED_DOCUMENT_TYPES } from '@kusasa/domain/rules/journey';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { OwnDataIntent } from '@kusasa/domain/schemas/assistant/common';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { fillText } from '@kusasa/domain/texts';
import type { AssistantFacts, InstitutionFact } from './assistant-facts.ts';
import type { LearnerApplication, LearnerDocument, LearnerFacts, ProgrammeMatch } from './learner-facts.ts';
import { matchProgrammes } from './programme-names.ts';
import { programmeFitAnswer } from './programme-fit.ts';
import { ASKS_DOCUMENT_SPACE, documentSpaceLine } from './document-space.ts';
import type { PlanId } from '@kusasa/domain/rules/plan-data';

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
  deadlines: '/deadlines',
};

/** What an own-data answer reads and keeps to: the learner, the live catalogue, the institutions the question names. */
export interface OwnDataContext {
  facts: LearnerFacts;
  catalogue: AssistantFacts;
  userId: string;
  institutions: readonly InstitutionFact[];
  /** The learner says an application was not successful ("UP rejected me, what now"). */
  rejected: boolean;
  /** The question, for the field it names ("can I get into engineering?"). */
  question: string;
  /** The learner's plan, for how many documents it still takes. */
  planId?: PlanId;
}

const OPEN_STATUSES: readonly LearnerApplication['status'][] = ['draft', 'submitted', 'under-review', 'resubmission-required', 'approved'];

const NAMES_SHOWN = 5;

function sourceOf(intent: OwnDataIntent): AnswerSource {
  return { id: `own-data:${intent}`, title: t.sourceTitles[intent], url: SOURCE_URLS[intent], category: 'Your data' };
}

const listOf = (names: readonly string[]) => names.join(', ');
const labelOf = (type: LearnerDocument['documentType']) => documentTexts.labels[type];

async function apsAnswer({ facts, userId, institutions }: OwnDataContext): Promise<string> {
  const aps = await facts.aps(userId);
  if (!aps.hasMarks || aps.score === null || aps.sitting === null) return t.noMarks;
  // The named institution's own count first: "what's my APS at Wits?" is answered with the Wits pack.
  const atInstitution = institutions.flatMap((institution) => {
    const pack = aps.packs.find((entry) => entry.packId !== 'common' && entry.institutionSlugs.includes(institution.slug));
    return pack ? [fillText(t.apsAt, { institution: institution.name, score: String(pack.score), max: String(pack.maxScore), pack: pack.name })] : [];
  });
  const subjects = aps.countedSubjects.map((entry) => `${entry.subject} ${entry.mark}%`);
  // With the institution's own score given, the usual count is said as such, not as "your APS".
  const usual = atInstitution.length > 0 ? t.apsUsual : t.aps;
  const parts = [...atInstitution, fillText(usual, { score: String(aps.score), sitting: t.sittings[aps.sitting], subjects: listOf(subjects) })];
  if (aps.passType && aps.passType !== 'none') parts.push(fillText(t.apsPass, { passType: nscPassTexts.labels[aps.passType] }));
  const others = aps.packs.filter((pack) => pack.packId !== 'common').map((pack) => `${pack.name}: ${pack.score} of ${pack.maxScore}`);
  if (others.length > 0 && atInstitution.length === 0) parts.push(fillText(t.apsOtherPacks, { packs: others.join('; ') }));
  return parts.join(' ');
}

function programmeNames(matches: readonly ProgrammeMatch[], withInstitution = true): string {
  const names = matches.slice(0, NAMES_SHOWN).map((match) => (withInstitution ? `${match.programmeName} (${match.institutionName})` : match.programmeName));
  return listOf(names);
}

async function eligibilityAnswer(context: OwnDataContext): Promise<string> {
  const { facts, userId, institutions, question } = context;
  const aps = await facts.aps(userId);
  if (!aps.hasMarks) return t.noMarks;
  // A programme named at an institution: its requirement, the learner's score by its count, the verdict.
  const fit = await programmeFitAnswer(context);
  if (fit) return fit;
  const slugs = new Set(institutions.map((institution) => institution.slug));
  const all = await facts.eligibility(userId);
  // A question about Wits is answered with Wits's programmes only.
  const atInstitutions = slugs.size === 0 ? all : all.filter((match) => match.institutionSlug !== null && slugs.has(match.institutionSlug));
  // "Can I get into engineering?": the programmes of that field, when the question names one.
  const named = matchProgrammes(
    question,
    atInstitutions.map((match) => ({ name: match.programmeName, match })),
  ).map((entry) => entry.match);
  const matches = named.length > 0 ? named : atInstitutions;
  const names = institutions.map((institution) => institution.name).join(' or ');
  const meets = matches.filter((match) => match.status === 'meets');
  const nearly = matches.filter((match) => match.status === 'nearly');
  const everywhere = slugs.size === 0;
  // "Can I do BCom at UKZN?": a no is about the programmes asked, never "any programme there".
  const none =
    named.length > 0
      ? fillText(t.eligibilityNoneNamed, { names: programmeNames(named, true) })
      : everywhere
        ? t.eligibilityNone
        : fillText(t.eligibilityNoneAt, { institution: names });
  const meetsLine = everywhere
    ? fillText(t.eligibilityMeets, { count: String(meets.length), names: programmeNames(meets) })
    : fillText(t.eligibilityMeetsAt, { count: String(meets.length), institution: names, names: programmeNames(meets, institutions.length > 1) });
  const parts = [meets.length === 0 ? none : meetsLine];
  if (nearly.length > 0)
    parts.push(fillText(t.eligibilityNearly, { count: String(nearly.length), names: programmeNames(nearly, everywhere || institutions.length > 1) }));
  parts.push(t.eligibilityConfirm);
  return parts.join(' ');
}

async function documentsAnswer({ facts, userId, question, planId }: OwnDataContext): Promise<string> {
  const documents = await facts.documents(userId);
  const latest = latestByType(documents);
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
  if (ASKS_DOCUMENT_SPACE.test(question.toLowerCase())) parts.unshift(documentSpaceLine(question, documents.length, planId));
  return parts.join(' ');
}

function applicationLine(application: LearnerApplication): string {
  return fillText(t.applicationLine, {
    programme: application.programmeName ?? t.unnamedProgramme,
    institution: application.institutionName ?? t.unnamedInstitution,
    status: t.applicationStatuses[application.status],
  });
}

function rejectedAnswer(applications: readonly LearnerApplication[], institutions: readonly InstitutionFact[]): string {
  const named = new Set(institutions.map((institution) => institution.slug));
  const open = applications.filter(
    (application) => OPEN_STATUSES.includes(application.status) && !(application.institutionSlug && named.has(application.institutionSlug)),
  );
  const openLine = open.length === 0 ? t.rejectedNoneOpen : fillText(t.rejectedOpen, { list: open.map(applicationLine).join('; ') });
  return [t.rejectedIntro, openLine, t.rejectedNext].join(' ');
}

async function applicationsAnswer({ facts, userId, institutions, rejected }: OwnDataContext): Promise<string> {
  const applications = await facts.applications(userId);
  if (rejected) return rejectedAnswer(applications, institutions);
  if (applications.length === 0) return t.applicationsNone;
  return fillText(t.applicationsList, { count: String(applications.length), list: applications.map(applicationLine).join('; ') });
}

/** The closing date of each of the learner's applications' institutions, from the live catalogue. */
async function deadlinesAnswer({ facts, catalogue, userId }: OwnDataContext): Promise<string> {
  const applications = (await facts.applications(userId)).filter((application) => OPEN_STATUSES.includes(application.status));
  const slugs = [...new Set(applications.flatMap((application) => (application.institutionSlug ? [application.institutionSlug] : [])))];
  if (slugs.length === 0) return t.deadlinesNone;
  const today = catalogue.today();
  const names = new Map(applications.map((application) => [application.institutionSlug, application.institutionName ?? '']));
  const lines = await Promise.all(
    slugs.map(async (slug) => {
      const days = (await catalogue.intakes(slug)).flatMap((intake) => [intake.closesOn, intake.lateClosesOn]).filter((day): day is string => day !== null);
      const upcoming = days.filter((day) => day >= today).sort()[0];
      const latest = days.sort().at(-1);
      const institution = names.get(slug) ?? slug;
      if (upcoming) return fillText(t.deadlineLine, { institution, date: formatIsoDay(upcoming) });
      return latest ? fillText(t.deadlinePassed, { institution, date: formatIsoDay(latest) }) : fillText(t.deadlineUnknown, { institution });
    }),
  );
  return fillText(t.deadlinesList, { list: lines.join('; ') });
}

const ANSWERERS: Record<OwnDataIntent, (context: OwnDataContext) => Promise<string>> = {
  aps: apsAnswer,
  eligibility: eligibilityAnswer,
  documents: documentsAnswer,
  applications: applicationsAnswer,
  deadlines: deadlinesAnswer,
};

export async function answerOwnData(intent: OwnDataIntent, context: OwnDataContext): Promise<OwnDataAnswer> {
  return { intent, content: await ANSWERERS[intent](context), source: sourceOf(intent) };
}
