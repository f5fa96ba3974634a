// The refund and cancellation terms of seed 002 section 9 ("Legal policy terms"), as numbers and
// as the exact sentences the Refund Policy and the Terms of Service state them in.

export const REFUND_TERMS = {
  /** ECTA section 44. */
  coolingOffDays: 7,
  beforeProcessingPercent: 100,
  afterProcessingBeforeSubmissionPercent: 80,
  afterSubmissionPercent: 0,
  refundBusinessDays: { min: 7, max: 10 },
} as const;

export const REFUND_SENTENCES = {
  coolingOff:
    'You have a cooling-off period of 7 days: under section 44 of the Electronic Communications and Transactions Act (ECTA), you may cancel a purchase within 7 days of paying, without giving a reason.',
  beforeProcessing: 'Before we start processing your application: a 100% refund.',
  afterProcessing: 'After processing has started but before your application is submitted to an institution: an 80% refund.',
  afterSubmission: 'After your application has been submitted to institutions: no refund.',
  timing: 'Refunds are paid within 7 to 10 business days after your refund is approved.',
  cancellation: 'If you cancel your plan, the cancellation takes effect at the end of the billing cycle, and there are no partial refunds.',
} as const;
