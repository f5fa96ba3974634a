// Payment recovery: the learner's page and the admin's (seed 002 section 8).

export const recoveryTexts = {
  title: 'Payment Recovery',
  intro: 'These payments are not yet linked to your plan.',
  claim: 'Claim',
  retry: 'Retry',
  claimed: 'Payment Claimed',
  claimedBody: 'Your payment has been successfully linked to your account.',
  errorTitle: 'Error',
  claimFailed: 'Failed to claim payment',
  notAuthenticated: 'User not authenticated',
} as const;

/** What a payment bought, for a payment that is not a plan's. */
export const paymentKindLabels = {
  plan: 'Plan',
  partner_subscription: 'Partner subscription',
  sponsorship: 'Sponsorship',
  consultation: 'Consultation',
} as const;

export const adminRecoveryTexts = {
  intro: 'Find payments that reached PayFast but are not linked to a plan, and link or resolve them.',
  orphaned: 'Orphaned Payments',
  failed: 'Failed Payments',
  // Issue 34: money that arrived for something already paid (a sponsorship request another payment funded).
  refunds: 'Refunds Due',
  refundReason: 'Refund because',
  refundResolveHint: 'Refund the payer in PayFast first, then resolve it here with the refund reference.',
  searchLabel: 'Search payments',
  searchPlaceholder: 'Search by reference, email, or tracking ID...',
  statusLabel: 'Status',
  allStatuses: 'All Statuses',
  refresh: 'Refresh',
  empty: 'No payments found',
  link: 'Link',
  resolve: 'Resolve',
  linkTitle: 'Link Payment to User',
  userId: 'User ID',
  notes: 'Notes',
  userIdRequired: 'Please provide a user ID',
  linked: 'Payment linked successfully',
  linkFailed: 'Failed to link payment',
  resolveTitle: 'Resolve Payment',
  resolutionNotes: 'Resolution Notes',
  resolutionNotesRequired: 'Please provide resolution notes',
  resolved: 'Payment resolved successfully',
  resolveFailed: 'Failed to resolve payment',
  loadFailed: 'Failed to load payments',
  checkTitle: 'User recovery check',
  checkEmail: 'User email',
  check: 'Check',
  checkNone: 'No payments for this user.',
  userNotFound: 'No user has this email address.',
} as const;
