import { learnerEventTitle } from '@kusasa/domain/application-timeline-texts';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { appealDecisionWord, fundingEventLabels, fundingStatusWord } from '@kusasa/domain/funding-labels';
import { APPLICATION_EVENT_TYPES, requestedDocumentsOf, type ApplicationEventType } from '@kusasa/domain/rules/admissions';
import { REQUIRED_DOCUMENT_TYPES } from '@kusasa/domain/rules/journey';
import type { FundingEvent } from '@kusasa/domain/schemas/funding/common';
import type { CaseloadItem, CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';

// How the caseload reads the owners' rows about one learner: application counts, the next
// deadline, the grade, missing documents and timeline entries, in words. Pure functions.

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
