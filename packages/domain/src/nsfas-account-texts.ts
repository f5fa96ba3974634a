// NSFAS staff accounts (issue 28): an admin approves or declines each before it sees any learner.

export const nsfasAccountTexts = {
  title: 'NSFAS accounts',
  statusLabels: { pending: 'Waiting for review', approved: 'Approved', declined: 'Declined' },
  approve: 'Approve',
  decline: 'Decline',
  reason: 'Reason (sent to the account)',
  empty: 'No NSFAS accounts with this status.',
  approved: 'The account is approved and was told by email.',
  declined: 'The account is declined and was told why.',
  notFound: 'NSFAS account not found',
  alreadyDecided: 'This account was already reviewed.',
  approvedSubject: 'Your Kusasa NSFAS account is approved',
  declinedSubject: 'Your Kusasa NSFAS account was not approved',
  approvedMail: (name: string, link: string) =>
    `Hello ${name},\n\nAn administrator approved your Kusasa NSFAS account. You can now see the learners who chose to share their funding readiness with NSFAS.\n\nSign in: ${link}`,
  declinedMail: (name: string, reason: string, link: string) =>
    `Hello ${name},\n\nAn administrator did not approve your Kusasa NSFAS account.\n\nReason: ${reason}\n\nIf you think this is a mistake, contact us: ${link}`,
} as const;
