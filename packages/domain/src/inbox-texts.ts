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
