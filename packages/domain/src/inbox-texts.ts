import { decisionNotices, learnerStatusLabels, unsuccessfulNextSteps, unsuccessfulReasonLabels } from './admission-texts.ts';
import type { DecisionStatus, UnsuccessfulReason } from './rules/admissions.ts';

// The institution's inbox (issue 25): its export, and the mail a learner gets about a decision.

export const INBOX_CSV_FILENAME = 'applications.csv';

export const inboxCsvHeaders = [
  'Tracking ID',
  'Learner',
  'Programme',
  'Status',
  'APS',
  'Documents verified',
  'Submitted',
  'Status changed',
  'First opened',
] as const;

export const inboxTexts = {
  yes: 'Yes',
  /** In a learner's notice when a name is missing. */
  someInstitution: 'The institution',
  someProgramme: 'your programme',
  no: 'No',
  bulkTooMany: 'Choose at most 100 applications at once.',
  exportTooLarge: (max: number) => `The export holds at most ${max.toLocaleString('en-ZA')} applications: narrow the filters.`,
  cursorInvalid: 'This page link is out of date. Start again from the first page.',
} as const;

const isReason = (code: string | null | undefined): code is UnsuccessfulReason => !!code && Object.hasOwn(unsuccessfulReasonLabels, code);

/** The mail (and the bell's message) a learner gets when an institution decides, in the learner's words. */
export function learnerDecisionMail(input: {
  to: DecisionStatus;
  institution: string;
  programme: string;
  reasonCode?: string | null;
  note?: string | null;
  condition?: string | null;
  link: string;
}): { subject: string; text: string } {
  const notice = decisionNotices[input.to];
  const lines = [notice.message(input.institution, input.programme), ''];
  lines.push(`Status: ${learnerStatusLabels[input.to]}`);
  if (input.to === 'rejected' && isReason(input.reasonCode)) lines.push('', unsuccessfulNextSteps[input.reasonCode]);
  if (input.condition) lines.push('', `Condition: ${input.condition}`);
  if (input.note) lines.push('', `${input.to === 'resubmission-required' ? 'What to fix' : 'Note from the institution'}: ${input.note}`);
  lines.push('', `Open your application: ${input.link}`, '', 'Kusasa');
  return { subject: notice.title, text: lines.join('\n') };
}

/** The institution's inbox and application pages. */
export const inboxPageTexts = {
  title: 'Applications',
  intro: 'Every application learners sent to your institution. Filter, open one to read it, and decide.',
  loading: 'Loading applications...',
  loadError: 'We could not load the applications.',
  retry: 'Retry',
  empty: 'No applications match these filters.',
  all: 'All',
  search: 'Search by learner name or tracking ID',
  status: 'Status',
  programme: 'Programme',
  year: 'Intake year',
  apsBand: 'APS band',
  documents: 'Documents',
  documentsVerified: 'All verified',
  documentsUnverified: 'Not all verified',
  submittedFrom: 'Submitted from',
  submittedTo: 'Submitted to',
  sort: 'Sort by',
  sorts: { 'submitted-desc': 'Newest first', 'submitted-asc': 'Oldest first', name: 'Learner name', 'aps-desc': 'Highest APS' },
  exportCsv: 'Export CSV',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  select: (name: string) => `Select ${name}`,
  selectPage: 'Select every application on this page',
  selected: (n: number) => `${n} selected`,
  bulkDecide: 'Decide the selected',
  bulkDone: (ok: number, failed: number) => `${ok} decided${failed ? `, ${failed} could not be (see the list)` : ''}.`,
  learner: 'Learner',
  aps: 'APS',
  submitted: 'Submitted',
  unopened: 'New',
  open: 'Open',
  back: 'Back to applications',
  shared: 'What the learner shares',
  marks: 'Marks',
  noMarks: 'The learner has not saved marks.',
  apsUnder: 'APS under your rule pack',
  minimum: 'programme minimum',
  documentsTitle: 'Documents',
  noDocuments: 'The learner has uploaded no documents.',
  viewDocument: 'View',
  statement: 'Personal statement',
  results: 'Grade 12 results as typed',
  timeline: 'History',
  comments: 'Colleagues’ comments (never shown to the learner)',
  noComments: 'No comments yet.',
  addComment: 'Add a comment',
  commentLabel: 'Comment',
  decision: 'Decision',
  decide: 'Save the decision',
  decisionTo: 'New status',
  reason: 'Reason',
  note: 'Note to the learner',
  condition: 'Condition (optional)',
  fix: 'What the learner must fix',
  requestDocuments: 'Documents to upload again (optional)',
  decided: 'Decision saved. The learner has been told.',
  reviewerOnly: 'Your role reads and comments. A decision-maker or your lead decides.',
} as const;
