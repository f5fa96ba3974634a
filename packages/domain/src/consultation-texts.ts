import { BOOKING_HOLD_MINUTES, FREE_CHANGE_HOURS, MAX_DAYS_AHEAD } from './rules/consultations.ts';
import { REFUND_TERMS } from './legal/refund-terms.ts';

// Every message of bookable consultations (issue 31, decision 0418): errors, the rules shown
// before paying, the learner's and the counselor's pages, notifications, mails and reminders.

export const consultationErrorTexts = {
  startsAtInvalid: 'Enter a date and time, for example 2026-12-01 14:30.',
  startsAtPast: 'Choose a time in the future.',
  startsAtTooFar: `Publish slots at most ${MAX_DAYS_AHEAD} days ahead.`,
  sessionTypesDuplicate: 'Choose each session type once.',
  overlaps: 'This time overlaps another of your slots.',
  slotNotFound: 'We could not find that slot.',
  slotBooked: 'This slot is booked or held for payment, so it cannot be withdrawn.',
  slotTaken: 'Someone else has just booked this slot. Choose another time.',
  slotUnavailable: 'This slot is no longer available. Choose another time.',
  sessionNotOffered: 'The counselor does not offer this session in that slot.',
  bookingNotFound: 'We could not find that booking.',
  cannotCancel: 'This session has started or ended, so it can no longer be cancelled.',
  notCancellable: 'Only a confirmed or held booking can be cancelled.',
  cancelReasonLength: 'Tell the learner why, in 5 to 500 characters.',
  counselorNotCancellable: 'Only a confirmed session can be cancelled. A held booking ends by itself if it is not paid.',
  cannotReschedule: `Sessions can be moved up to ${FREE_CHANGE_HOURS} hours before they start. Cancel it instead.`,
  rescheduleSameType: 'Choose a slot that offers the same session type.',
  notApprovedCounselor: 'Only counselors approved by Kusasa can publish consultation slots.',
} as const;

const pct = (percent: number) => `${percent}%`;

/** The cancellation and rescheduling rules, as the learner reads them before paying. */
export const consultationRuleTexts = {
  title: 'Cancelling and rescheduling',
  items: [
    `Reschedule for free up to ${FREE_CHANGE_HOURS} hours before your session starts.`,
    `Cancel ${FREE_CHANGE_HOURS} hours or more before it starts: a ${pct(REFUND_TERMS.beforeProcessingPercent)} refund.`,
    `Cancel within ${FREE_CHANGE_HOURS} hours of the start: a ${pct(REFUND_TERMS.afterProcessingBeforeSubmissionPercent)} refund, or ${pct(REFUND_TERMS.beforeProcessingPercent)} while you are still within the ${REFUND_TERMS.coolingOffDays}-day cooling-off period after paying.`,
    'Once a session has started it cannot be cancelled or refunded.',
    `An unpaid booking holds the time for ${BOOKING_HOLD_MINUTES} minutes; then it is released.`,
    `Refunds are paid back through PayFast within ${REFUND_TERMS.refundBusinessDays.min} to ${REFUND_TERMS.refundBusinessDays.max} business days. An included session is not charged, so nothing is refunded; cancelling gives it back.`,
  ],
  policyLink: 'Read the Refund Policy',
} as const;

export const consultationPageTexts = {
  bookTitle: 'Book a session',
  chooseType: 'Session type',
  chooseSlot: 'Choose a time (South African time)',
  noSlots: 'No counselor has a free time for this session yet. Check again soon.',
  withCounselor: (name: string) => `with ${name}`,
  price: 'Price',
  includedPrice: 'R0: included in your Pro + AI plan',
  includedLeft: (name: string, remaining: number, included: number) => `${name}: ${remaining} of ${included} included sessions left`,
  includedNone: 'Pro + AI includes one Career Guidance and one Interview Preparation session.',
  bookAndPay: (amount: string) => `Book and pay ${amount}`,
  bookIncluded: 'Book included session',
  booking: 'Booking...',
  signInToBook: 'Sign in as a learner to book a session.',
  signIn: 'Sign in',
  learnersOnly: 'Only learner accounts book sessions.',
  mineTitle: 'My sessions',
  mineEmpty: 'You have no sessions booked.',
  status: {
    pending_payment: 'Waiting for payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Not paid in time',
  },
  heldUntil: (time: string) => `Held for you until ${time}.`,
  refund: (amount: string, percent: number) => `Refund: ${amount} (${percent}%)`,
  cancel: 'Cancel session',
  keep: 'Keep session',
  cancelConfirm: (percent: number | null) => (percent === null ? 'Cancel this session?' : `Cancel this session? You will get a ${percent}% refund.`),
  reschedule: 'Reschedule',
  rescheduleTo: 'Move to',
  rescheduleSave: 'Move session',
  calendar: 'Add to calendar (.ics)',
  paidReturn: 'Thank you. We are confirming your payment...',
  paidConfirmed: 'Your session is confirmed. We sent you a confirmation.',
  paymentNotDone: 'The payment was not completed. The time stays held until the hold ends; you can book again.',
  loadFailed: 'We could not load consultations. Try again.',
  retry: 'Try again',
  loading: 'Loading consultations...',
} as const;

export const counselorConsultationTexts = {
  title: 'Consultations',
  intro: 'Publish the times you can take a session. Learners book and pay; you see who booked.',
  publishTitle: 'Publish a slot',
  startsAt: 'Start (South African time)',
  sessionTypes: 'Sessions you offer in this slot',
  publish: 'Publish slot',
  published: 'Slot published.',
  slotsTitle: 'My slots',
  noSlots: 'You have no upcoming slots.',
  free: 'Free',
  held: (name: string, session: string) => `Held for payment: ${name}, ${session}`,
  booked: (name: string, session: string) => `Booked: ${name}, ${session}`,
  withdraw: 'Withdraw',
  withdrawn: 'Slot withdrawn.',
  cancelBooked: 'Cancel session',
  cancelBookedTitle: 'Cancel this booked session?',
  cancelBookedHelp: (name: string) =>
    `${name} gets a full refund of what they paid (an included session is given back), and the slot is withdrawn. Tell them why:`,
  cancelReason: 'Reason (the learner reads it)',
  cancelReasonHint: 'For example: I am ill and cannot take the session. Book another time with me or another counselor.',
  cancelBookedSubmit: 'Cancel session and refund',
  cancelledBooked: 'Session cancelled. The learner has been told, and a full refund is recorded.',
  calendar: 'Calendar file (.ics)',
  notApproved: 'Kusasa has not approved your counselor account yet. You can publish slots once it is approved.',
} as const;

/** Confirmations, changes and reminders, to the learner and the counselor. */
export const consultationMessageTexts = {
  confirmedTitle: 'Session confirmed',
  confirmedLearner: (session: string, time: string, counselor: string) => `Your ${session} session with ${counselor} is confirmed for ${time}.`,
  confirmedCounselor: (session: string, time: string, learner: string) => `${learner} booked a ${session} session with you for ${time}.`,
  cancelledTitle: 'Session cancelled',
  cancelledLearner: (session: string, time: string) => `Your ${session} session on ${time} is cancelled.`,
  cancelledCounselor: (session: string, time: string, learner: string) => `${learner} cancelled the ${session} session on ${time}. The slot is free again.`,
  cancelledByCounselorLearner: (session: string, time: string, counselor: string, reason: string) =>
    `${counselor} cancelled your ${session} session on ${time}: "${reason}". You get a full refund of what you paid (an included session is given back). Book another time at /consultations.`,
  cancelledByCounselorCounselor: (session: string, time: string, learner: string) =>
    `You cancelled ${learner}'s ${session} session on ${time}. They get a full refund, and the slot is withdrawn.`,
  cancelledMailSubject: (session: string, time: string) => `Kusasa consultation cancelled: ${session}, ${time}`,
  movedTitle: 'Session moved',
  movedLearner: (session: string, time: string) => `Your ${session} session is moved to ${time}.`,
  movedCounselor: (session: string, time: string, learner: string) => `${learner}'s ${session} session is now on ${time}.`,
  mailSubject: (session: string, time: string) => `Kusasa consultation confirmed: ${session}, ${time}`,
  mailBody: (message: string, ics: string, page: string) =>
    `${message}\n\nAdd it to your calendar (an .ics file, when signed in): ${ics}\n\nSee or change your sessions: ${page}\n`,
  reminderTitle: (hours: number) => (hours === 1 ? 'Your session starts in an hour' : 'Your session is tomorrow'),
  reminderMessage: (session: string, time: string, other: string) => `${session} with ${other} at ${time}.`,
  reminderSubject: (session: string, time: string) => `Reminder: ${session} at ${time}`,
  reminderBody: (session: string, time: string, other: string, page: string) => `Reminder: your ${session} session with ${other} is at ${time}.\n\n${page}\n`,
  reminderWhen: (hours: number) => (hours === 1 ? 'in an hour' : 'within a day'),
  reminderWith: (session: string, other: string) => `${session} session with ${other}`,
  reminderToDo: 'Be ready a few minutes early',
  reminderSms: (session: string, time: string) => `Kusasa: ${session} session at ${time}.`,
  icsSummary: (session: string) => `Kusasa ${session} session`,
  icsDescription: (learner: string, counselor: string) => `Consultation between ${learner} and counselor ${counselor}.`,
  refundReason: (percent: number, amount: string) => `Consultation cancelled by the learner: ${percent}% refund, ${amount}`,
  counselorRefundReason: (amount: string) => `Consultation cancelled by the counselor: 100% refund, ${amount}`,
  latePaymentReason: 'Consultation paid after its hold ended and the slot was gone: full refund',
} as const;
