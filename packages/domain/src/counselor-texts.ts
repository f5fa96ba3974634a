// Counselors' caseloads (issue 29): counselor accounts an admin reviews, and learners' links to them.

/** The `reason` of a 403 FORBIDDEN a counselor gets until an admin approves the account. */
export const COUNSELOR_NOT_APPROVED = 'COUNSELOR_NOT_APPROVED';
/** A counselor's request about a learner who has no link in force with them (a 403 from the caseload, past the policy). */
export const COUNSELOR_NOT_LINKED = 'COUNSELOR_NOT_LINKED';

export const counselorAccountTexts = {
  title: 'Counselor accounts',
  statusLabels: { pending: 'Waiting for review', approved: 'Approved', declined: 'Declined' },
  approve: 'Approve',
  decline: 'Decline',
  reason: 'Reason (sent to the counselor)',
  empty: 'No counselor accounts with this status.',
  approved: 'The account is approved, its code issued, and the counselor was told by email.',
  declined: 'The account is declined and the counselor was told why.',
  notFound: 'Counselor account not found',
  alreadyDecided: 'This account was already reviewed.',
  notApproved: 'Your counselor account is waiting for an administrator’s approval.',
  approvedSubject: 'Your Kusasa counselor account is approved',
  declinedSubject: 'Your Kusasa counselor account was not approved',
  approvedMail: (name: string, code: string, link: string) =>
    `Hello ${name},\n\nAn administrator approved your Kusasa counselor account.\n\nYour code is ${code}. Give it to your learners: they enter it on their Counselor page to share their progress with you.\n\nSign in: ${link}`,
  declinedMail: (name: string, reason: string, link: string) =>
    `Hello ${name},\n\nAn administrator did not approve your Kusasa counselor account.\n\nReason: ${reason}\n\nIf you think this is a mistake, contact us: ${link}`,
} as const;

export const counselorLinkTexts = {
  codeNotFound: 'No approved counselor has this code. Check it with your counselor.',
  wordingChanged: 'The wording changed since you opened this page. Read it again and agree.',
  endsOnPast: 'Choose today or a later day.',
  endsOnTooLate: (days: number) => `Choose a day at most ${days} days from today.`,
  alreadyLinked: 'You are already linked to this counselor. Change what they see instead.',
  linkNotFound: 'Link not found',
  invitationNotFound: 'Invitation not found',
  tooManyInvitations: 'You sent many invitations today. Try again tomorrow.',
  invitationSubject: 'Your school counselor invited you to Kusasa',
  invitationMail: (counselor: string, school: string | null, link: string) =>
    `Hello,\n\n${counselor}${school ? ` of ${school}` : ''}, a school counselor, invited you to share your progress on Kusasa, so they can help you apply for study places and funding.\n\n` +
    `Sign in with this email address (or register with it) and open your Counselor page to accept or decline: ${link}\n\n` +
    'You choose what they see and until when, and you can stop sharing at any time. If you do not know this person, ignore this email.',
} as const;
