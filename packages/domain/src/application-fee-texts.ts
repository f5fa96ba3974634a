import { CORRECTION_REASON_MAX, CORRECTION_REASON_MIN } from './rules/application-fees.ts';
import { formatZar } from './rules/money.ts';

// Every message of application fees reaching institutions (issue 31, decision 0421): the
// learner's line under each application, the institution's statement and the admins' payouts.

export const applicationFeeErrorTexts = {
  applicationNotFound: 'We could not find that application.',
  notPayable: 'This application has no application fee to pay online. Check the institution’s own instructions.',
  notSent: 'Submit the application before paying its fee.',
  alreadyPaid: 'This application fee has already been paid.',
  checkoutNotFound: 'We could not find that payment.',
  amountInvalid: 'Enter an amount in rand, for example 150 or 150.50.',
  amountTooLarge: 'That amount is too large. Check the number of zeros.',
  bankReferenceInvalid: 'Enter the bank’s reference: 4 to 40 letters, digits, spaces, dashes, slashes or dots.',
  payoutAboveBalance: (balanceCents: number): string => `A payout cannot be more than the balance owed (${formatZar(balanceCents)}).`,
  correctionZero: 'A correction must add or take away an amount.',
  reasonTooShort: `Say why in at least ${CORRECTION_REASON_MIN} characters.`,
  reasonTooLong: `Keep the reason under ${CORRECTION_REASON_MAX} characters.`,
  institutionNotFound: 'We could not find that institution.',
  loadFailed: 'We could not load the application fees. Try again.',
} as const;

export const applicationFeeTexts = {
  paidTo: (institution: string, date: string): string => `Application fee paid to ${institution} on ${date}`,
  paidBySponsor: 'Paid by a sponsor through Kusasa.',
  payable: (amountCents: number): string => `Application fee: ${formatZar(amountCents)}`,
  pay: 'Pay application fee',
  paying: 'Opening PayFast...',
  unnamedInstitution: 'the institution',
  paidReturn: 'Thank you. We are confirming your payment with PayFast...',
  paidConfirmed: 'Your application fee is paid. The institution sees it in its statement.',
  paymentNotDone: 'The application fee was not paid. You can try again.',
  itemName: (institution: string): string => `Application fee: ${institution}`,
} as const;

export const feeStatementTexts = {
  intro: 'Application fees learners and sponsors paid to you through Kusasa, and what Kusasa has paid out to your bank account.',
  collected: 'Fees collected',
  paidOut: 'Paid out',
  corrections: 'Corrections',
  balance: 'Balance owed to you',
  entries: 'Entries',
  empty: 'No application fees have been paid to you through Kusasa yet.',
  download: 'Download CSV',
  date: 'Date',
  kind: 'Entry',
  amount: 'Amount',
  details: 'Details',
  kinds: { fee_collected: 'Fee collected', payout: 'Payout', correction: 'Correction' },
  payers: { learner: 'paid by the learner', sponsor: 'paid by a sponsor' },
  application: (id: string): string => `Application ${id.slice(0, 8)}`,
  csvHeaders: ['Date', 'Entry', 'Amount (ZAR)', 'Application', 'Paid by', 'Reference', 'Reason'],
  neverEdited: 'Entries are never changed; a correction is a new entry.',
} as const;

export const feePayoutTexts = {
  intro: 'Balances owed to institutions from application fees. Record a payout once the bank transfer is made.',
  empty: 'No institution has application fees through Kusasa yet.',
  institution: 'Institution',
  choose: 'Statement',
  recordPayout: 'Record payout',
  amount: 'Amount (R)',
  bankReference: 'Bank reference',
  bankReferenceHint: 'As it appears on the bank’s confirmation of the transfer.',
  payoutRecorded: 'Payout recorded.',
  addCorrection: 'Add correction',
  correctionAmount: 'Amount (R, negative to take away)',
  reason: 'Reason',
  correctionRecorded: 'Correction recorded.',
  back: 'All institutions',
  lastPayout: 'Last payout',
  never: 'Never',
} as const;
