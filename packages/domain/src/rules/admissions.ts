// Admissions (issue 25): how an institution moves a learner's application on, who in the
// institution may do it, and the events every change leaves in the application's log. The
// statuses are the seed's (seed 001 "applications"), plus 'withdrawn' for a learner who stops.

export const INSTITUTION_ROLES = ['lead', 'decision-maker', 'reviewer'] as const;
export type InstitutionRole = (typeof INSTITUTION_ROLES)[number];
/** Roles a lead may give a colleague they invite (the lead role is the approved first user's). */
export const INVITABLE_ROLES = ['decision-maker', 'reviewer'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** A reviewer reads and comments; a decision-maker also decides; a lead also manages colleagues and integrations. */
export const canDecide = (role: InstitutionRole): boolean => role !== 'reviewer';
export const canManageTeam = (role: InstitutionRole): boolean => role === 'lead';

/** The statuses an institution may set; 'submitted' is the learner's, 'withdrawn' too. */
export const DECISION_STATUSES = ['under-review', 'approved', 'rejected', 'resubmission-required'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** Where an application may go from each status by an institution's decision. Approved and rejected are final. */
const DECIDABLE_FROM: Record<DecisionStatus, readonly string[]> = {
  'under-review': ['submitted'],
  approved: ['submitted', 'under-review', 'resubmission-required'],
  rejected: ['submitted', 'under-review', 'resubmission-required'],
  'resubmission-required': ['submitted', 'under-review'],
};
export const canMoveTo = (from: string, to: DecisionStatus): boolean => DECIDABLE_FROM[to].includes(from);

/** A learner may resubmit only what the institution sent back, and withdraw anything not yet final. */
export const canResubmit = (status: string): boolean => status === 'resubmission-required';
export const WITHDRAWABLE_STATUSES = ['submitted', 'under-review', 'resubmission-required', 'approved'] as const;
export const canWithdraw = (status: string): boolean => (WITHDRAWABLE_STATUSES as readonly string[]).includes(status);
/** Statuses an institution sees in its inbox: every application once submitted. */
export const INBOX_STATUSES = ['submitted', 'under-review', 'approved', 'rejected', 'resubmission-required', 'withdrawn'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Why an application was unsuccessful: a code the institution picks, explained to the learner in texts. */
export const UNSUCCESSFUL_REASONS = [
  'aps-below-minimum',
  'subject-requirements-not-met',
  'programme-full',
  'documents-incomplete',
  'closing-date-passed',
  'other',
] as const;
export type UnsuccessfulReason = (typeof UNSUCCESSFUL_REASONS)[number];

export const APPLICATION_EVENT_TYPES = ['submitted', 'viewed', 'status-changed', 'resubmitted', 'withdrawn', 'documents-requested'] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];
/** Who caused an event: the learner, a colleague of the institution in Kusasa, the institution's own system through the API, or an admin. */
export const EVENT_ACTORS = ['learner', 'institution', 'api', 'admin'] as const;
export type EventActor = (typeof EVENT_ACTORS)[number];

/** Document types an institution may ask for again (seed 001 "documents"). */
export const REQUESTABLE_DOCUMENTS = ['idDocument', 'proofOfResidence', 'grade11Results', 'grade12Results'] as const;
export type RequestableDocument = (typeof REQUESTABLE_DOCUMENTS)[number];

/** The document types a 'documents-requested' event's details name (anything else is ignored). */
export function requestedDocumentsOf(details: unknown): RequestableDocument[] {
  const types = (details as { documentTypes?: unknown } | null)?.documentTypes;
  return Array.isArray(types) ? REQUESTABLE_DOCUMENTS.filter((type) => types.includes(type)) : [];
}

/** The inbox's APS bands, in the unit of the institution's own rule pack. */
export const APS_BANDS = ['below-20', '20-29', '30-39', '40-plus'] as const;
export type ApsBand = (typeof APS_BANDS)[number];
export function apsBandRange(band: ApsBand): { min: number | null; max: number | null } {
  switch (band) {
    case 'below-20':
      return { min: null, max: 19 };
    case '20-29':
      return { min: 20, max: 29 };
    case '30-39':
      return { min: 30, max: 39 };
    case '40-plus':
      return { min: 40, max: null };
  }
}

/** Inbox page size and the most a CSV export carries in one file. */
export const INBOX_PAGE_SIZE = 25;
export const INBOX_EXPORT_MAX_ROWS = 100_000;
/** An invitation link lasts a week; an institution API key's visible prefix is this long. */
export const INVITATION_TTL_DAYS = 7;
export const API_KEY_PREFIX_LENGTH = 12;
/** Webhook deliveries are retried with growing delays for a day, then given up. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24;
/** After a secret is rotated, deliveries are signed with both for this long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** Events returned by one `since` page of the institution API at most. */
export const EVENT_PAGE_MAX = 500;
