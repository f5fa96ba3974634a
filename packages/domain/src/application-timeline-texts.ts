import { eventLabels, learnerStatusLabels, unsuccessfulNextSteps, unsuccessfulReasonLabels } from './admission-texts.ts';
import { documentTexts } from './document-texts.ts';
import type { ApplicationEventType, RequestableDocument, UnsuccessfulReason } from './rules/admissions.ts';

// What a learner reads about their application's history (issue 25): plain words, "unsuccessful"
// and never "rejected", and what to do next.

type LearnerStatus = keyof typeof learnerStatusLabels;
const isStatus = (value: string | null): value is LearnerStatus => value !== null && Object.hasOwn(learnerStatusLabels, value);
const isReason = (value: string | null): value is UnsuccessfulReason => value !== null && Object.hasOwn(unsuccessfulReasonLabels, value);

export const learnerStatusLabel = (status: string | null): string | null => (isStatus(status) ? learnerStatusLabels[status] : null);
export const unsuccessfulReasonLabel = (code: string | null): string | null => (isReason(code) ? unsuccessfulReasonLabels[code] : null);

/** What to do next in each status, for the learner's application page. */
export const learnerNextSteps: Record<LearnerStatus, string> = {
  draft: 'Finish your application and submit it before the closing date.',
  submitted: 'The institution has your application. We will tell you as soon as they look at it or decide.',
  'under-review': 'The institution is reviewing your application. Keep your documents up to date while you wait.',
  approved: 'Congratulations! Read any condition below and follow the institution’s instructions to accept your place.',
  rejected: 'This application was unsuccessful. There are other programmes still open: look at your eligible programmes and apply again.',
  'resubmission-required': 'The institution asked you to fix something. Read what below, make the changes and resubmit.',
  withdrawn: 'You withdrew this application. You can apply to other programmes that are open.',
};

/** The learner's next step after a decision: an unsuccessful reason's own advice, or the status's. */
export function learnerNextStep(status: string, reasonCode: string | null): string | null {
  if (status === 'rejected' && isReason(reasonCode)) return unsuccessfulNextSteps[reasonCode];
  return isStatus(status) ? learnerNextSteps[status] : null;
}

/** One event's title in the learner's words. */
export function learnerEventTitle(type: ApplicationEventType, toStatus: string | null, documents: readonly RequestableDocument[] = []): string {
  if (type === 'status-changed') return `${learnerStatusLabel(toStatus) ?? eventLabels[type]}`;
  if (type === 'documents-requested' && documents.length > 0) return documentsRequestedTitle(documents);
  return eventLabels[type];
}

/** "Documents requested: ID Document, Grade 12 Results", on both sides of the application. */
export function documentsRequestedTitle(documents: readonly RequestableDocument[]): string {
  return `${eventLabels['documents-requested']}: ${documents.map((type) => documentTexts.labels[type]).join(', ')}`;
}

/** What the learner does about requested documents. */
export const documentsRequestedNextStep = 'Upload these documents again on your Documents page, then resubmit the application.';

export const learnerChangeTexts = {
  withdrawnTitle: 'Application withdrawn',
  withdrawn: (programme: string) => `You withdrew your application for ${programme}. You can apply to other programmes that are still open.`,
  resubmittedTitle: 'Application resubmitted',
  resubmitted: (programme: string) => `Your changes to the application for ${programme} were sent. The institution will look at it again.`,
  withdrawConfirm: 'Withdraw this application? The institution will stop considering it, and you cannot undo this.',
  someProgramme: 'your programme',
} as const;

/** The learner's application card: its history, resubmitting and withdrawing. */
export const learnerTimelinePageTexts = {
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  loading: 'Loading the history...',
  loadError: 'We could not load this application’s history.',
  retry: 'Retry',
  nextStep: 'What to do next',
  reason: 'Reason',
  note: 'Note from the institution',
  condition: 'Condition',
  resubmitTitle: 'Fix and resubmit',
  resubmitHint: 'Change what the institution asked for. To replace a document, upload it again on your Documents page first.',
  results: 'Grade 12 results',
  statement: 'Personal statement',
  resubmit: 'Resubmit',
  resubmitted: 'Sent. The institution will look at your application again.',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw application',
  withdrawCancel: 'Keep it',
  withdrawn: 'Your application was withdrawn.',
} as const;
