import { learnerEventTitle } from '@kusasa/domain/application-timeline-texts';
import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { appealDecisionWord, fundingEventLabels, fundingStatusWord } from '@kusasa/domain/funding-labels';
import { APPLICATION_EVENT_TYPES, requestedDocumentsOf, type ApplicationEventType } from '@kusasa/domain/rules/admissions';
import type { FundingOutcome } from '@kusasa/domain/rules/funding-rules';
import { REQUIRED_DOCUMENT_TYPES } from '@kusasa/domain/rules/journey';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import type { FundingEvent } from '@kusasa/domain/schemas/funding/common';
import type { CaseloadItem, CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';
import type { LearnerFacts, LearnerFactsPort, LearnerOverview } from './caseload-ports.ts';

// A learner's facts as the caseload shows them, put together from what each owner gives (the area
// hands over the owners' reads). The scopes are applied later, by the service.

export interface ApplicationOverviewRow {
  userId: string;
  id: string;
  status: string;
  institutionName: string | null;
  programName: string | null;
  closesOn: string | null;
  createdAt: Date;
}

export interface ApplicationEventRow {
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  condition: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

/** The owners' reads the area passes in; every batched one takes many learners at once. */
export interface LearnerSources {
  namesOf(ids: string[]): Promise<{ id: string; fullName: string | null }[]>;
  identityChecksOf(ids: string[]): Promise<Map<string, CaseloadLearner['identityCheck']>>;
  schoolsOf(ids: string[]): Promise<{ userId: string; schoolName: string; completionYear: number }[]>;
  documentsOf(ids: string[]): Promise<{ userId: string; documentType: string; verificationStatus: string }[]>;
  applicationsOf(ids: string[], today: string): Promise<ApplicationOverviewRow[]>;
  fundingOutcomesOf(ids: string[]): Promise<Map<string, FundingOutcome>>;
  /** The learner's journey as their dashboard shows it (null: the account is gone). */
  journeyOf(id: string): Promise<{ steps: { title: string }[]; currentStep: number } | null>;
  educationOf(id: string): Promise<{ grade11Subjects: Mark[]; grade12Subjects: Mark[] } | null>;
  /** The common APS (out of 42) of the learner's marks; null without marks. */
  apsOf(id: string): Promise<number | null>;
  applicationEventsOf(applicationId: string): Promise<ApplicationEventRow[]>;
  fundingEventsOf(id: string): Promise<FundingEvent[]>;
}

type Mark = { subject: string; mark: number };
type Counts = NonNullable<CaseloadItem['applications']>;
const IN_PROGRESS = ['under-review', 'resubmission-required'];
/** Applications whose closing date still matters: drafts and those submitted but not decided. */
const OPEN_STATUSES = ['draft', 'submitted', 'under-review', 'resubmission-required'];
/** Statuses that hold a document of the type: it is there, or on its way to being checked. */
const HELD_DOCUMENT_STATUSES = ['approved', 'pending'];

export function countsOf(statuses: readonly string[]): Counts {
  const counts: Counts = { drafts: 0, submitted: 0, inProgress: 0, approved: 0, rejected: 0, other: 0 };
  for (const status of statuses) {
    if (status === 'draft') counts.drafts += 1;
    else if (status === 'submitted') counts.submitted += 1;
    else if (IN_PROGRESS.includes(status)) counts.inProgress += 1;
    else if (status === 'approved') counts.approved += 1;
    else if (status === 'rejected') counts.rejected += 1;
    else counts.other += 1;
  }
  return counts;
}

/** The earliest closing date today or later among drafts and undecided applications. */
export function nextDeadlineOf(rows: readonly ApplicationOverviewRow[], today: string): CaseloadItem['nextDeadline'] {
  const candidates = rows
    .filter((row) => OPEN_STATUSES.includes(row.status) && row.closesOn !== null && row.closesOn >= today)
    .map((row) => ({ date: row.closesOn!, what: t.application(row.institutionName, row.programName) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.what.localeCompare(b.what));
  return candidates[0] ?? null;
}

/** '12' in the year the learner finishes school, '11' the year before, else 'other' (SA calendar year of `today`). */
export function gradeOf(completionYear: number | undefined, today: string): string | null {
  if (completionYear === undefined) return null;
  const year = Number(today.slice(0, 4));
  if (completionYear === year) return '12';
  if (completionYear === year + 1) return '11';
  return 'other';
}

/** The required documents without an approved or pending upload, in words. */
export function missingDocumentsOf(documents: readonly { documentType: string; verificationStatus: string }[]): string[] {
  return REQUIRED_DOCUMENT_TYPES.filter(
    (type) => !documents.some((document) => document.documentType === type && HELD_DOCUMENT_STATUSES.includes(document.verificationStatus)),
  ).map((type) => documentTexts.labels[type as keyof typeof documentTexts.labels] ?? type);
}

const statusWord = (status: string | null) =>
  status === null ? null : Object.hasOwn(applicationStatusLabels, status) ? applicationStatusLabels[status as keyof typeof applicationStatusLabels] : status;
const isEventType = (type: string): type is ApplicationEventType => (APPLICATION_EVENT_TYPES as readonly string[]).includes(type);

type TimelineEntry = CaseloadLearner['timeline'][number];

export function applicationEntry(application: ApplicationOverviewRow, event: ApplicationEventRow): TimelineEntry {
  const title = isEventType(event.type) ? learnerEventTitle(event.type, event.toStatus, requestedDocumentsOf(event.details)) : event.type;
  const change = event.type === 'status-changed' && event.toStatus ? t.statusChange(statusWord(event.fromStatus), statusWord(event.toStatus)!) : null;
  const detail = [change, event.note, event.condition ? t.condition(event.condition) : null].filter((part) => part !== null).join('. ');
  return {
    at: event.createdAt.toISOString(),
    what: `${t.application(application.institutionName, application.programName)}: ${title}`,
    detail: detail === '' ? null : detail,
  };
}

export function fundingEntry(event: FundingEvent): TimelineEntry {
  const change = event.toStatus ? t.statusChange(event.fromStatus ? fundingStatusWord(event.fromStatus) : null, fundingStatusWord(event.toStatus)) : null;
  const detail = [change, appealDecisionWord(event), event.note].filter((part) => part !== null).join('. ');
  return { at: event.createdAt, what: fundingEventLabels[event.type] ?? event.type, detail: detail === '' ? null : detail };
}

const groupBy = <R extends { userId: string }>(rows: readonly R[]) => {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
};

export function createLearnerFacts(sources: LearnerSources): LearnerFactsPort {
  async function overviews(ids: string[], today: string): Promise<Map<string, LearnerOverview & { applicationRows: ApplicationOverviewRow[] }>> {
    const [names, schools, documents, applications, outcomes] = await Promise.all([
      sources.namesOf(ids),
      sources.schoolsOf(ids),
      sources.documentsOf(ids),
      sources.applicationsOf(ids, today),
      sources.fundingOutcomesOf(ids),
    ]);
    const nameOf = new Map(names.map((row) => [row.id, row.fullName]));
    const schoolOf = new Map(schools.map((row) => [row.userId, row]));
    const documentsBy = groupBy(documents);
    const applicationsBy = groupBy(applications);
    return new Map(
      ids.map((id) => {
        const school = schoolOf.get(id);
        const rows = applicationsBy.get(id) ?? [];
        return [
          id,
          {
            fullName: nameOf.get(id) ?? null,
            school: school?.schoolName ?? null,
            grade: gradeOf(school?.completionYear, today),
            nextDeadline: nextDeadlineOf(rows, today),
            missingDocuments: missingDocumentsOf(documentsBy.get(id) ?? []),
            applications: countsOf(rows.map((row) => row.status)),
            fundingOutcome: outcomes.get(id) ?? null,
            applicationRows: rows,
          },
        ];
      }),
    );
  }

  async function journeySteps(ids: string[]) {
    const steps = await Promise.all(
      ids.map(async (id) => {
        const journey = await sources.journeyOf(id);
        return [id, journey?.steps[journey.currentStep - 1]?.title ?? null] as const;
      }),
    );
    return new Map(steps);
  }

  /** Grade 12 marks when there are any, else Grade 11's. */
  async function marksOf(id: string): Promise<Mark[]> {
    const education = await sources.educationOf(id);
    if (!education) return [];
    return education.grade12Subjects.length > 0 ? education.grade12Subjects : education.grade11Subjects;
  }

  return {
    async overviews(ids, today) {
      const found = await overviews(ids, today);
      return new Map([...found].map(([id, { applicationRows: _rows, ...overview }]) => [id, overview]));
    },

    journeySteps,

    async facts(ids, today): Promise<Map<string, LearnerFacts>> {
      const [found, steps, checks] = await Promise.all([overviews(ids, today), journeySteps(ids), sources.identityChecksOf(ids)]);
      const entries = await Promise.all(
        ids.map(async (id) => {
          const { applicationRows, ...overview } = found.get(id)!;
          const [marks, aps, fundingEvents, applicationEvents] = await Promise.all([
            marksOf(id),
            sources.apsOf(id),
            sources.fundingEventsOf(id),
            Promise.all(applicationRows.map(async (row) => (await sources.applicationEventsOf(row.id)).map((event) => applicationEntry(row, event)))),
          ]);
          const facts: LearnerFacts = {
            ...overview,
            identityCheck: checks.get(id) ?? null,
            journeyStep: steps.get(id) ?? null,
            marks,
            aps,
            applicationList: applicationRows.map((row) => ({
              id: row.id,
              institution: row.institutionName,
              programme: row.programName,
              status: row.status,
              closesOn: row.closesOn,
            })),
            timeline: { applications: applicationEvents.flat(), funding: fundingEvents.map(fundingEntry) },
          };
          return [id, facts] as const;
        }),
      );
      return new Map(entries);
    },
  };
}
