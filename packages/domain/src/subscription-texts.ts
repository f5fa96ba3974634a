// The subscription page (seed 002 section 7).

export const subscriptionTexts = {
  currentPlan: 'Current Plan',
  purchaseDate: 'Purchase date',
  status: 'Status',
  active: 'Active',
  onceOffNote: 'Once-off payment: your plan lasts for this application season and never renews automatically.',
  refundPolicy: 'Refund policy',
  cancel: 'Cancel Subscription',
  cancelConfirm: 'Are you sure you want to cancel your subscription?',
  cancelKeep: 'Keep Subscription',
  cancelled: 'Subscription cancelled successfully',
  cancelFailed: 'Failed to cancel subscription',
  loadFailed: 'Failed to load subscription data',
  plans: 'Plans',
  freeForever: 'Free forever',
  upgrade: 'Upgrade',
  select: 'Select',
  subscribe: 'Subscribe',
  /** A paid plan below the learner's own: everything in it is already theirs. */
  includedInPlan: 'Included in your plan',
  unlimited: 'Unlimited',
  billingHistory: 'Billing History',
  dialogTitle: 'Complete Your Subscription',
  continueToPayment: 'Continue to Secure Payment',
  otherMethod: 'Pay by EFT or another method',
  pciNote: "Card details are typed only on PayFast's secure page, never into Kusasa.",
} as const;

// One line per plan for the subscription grid (the plan table has no description column).
export const planDescriptions = {
  starter: 'Start exploring programmes and apply to one institution.',
  essential: 'Apply to up to three institutions with verified documents and guidance.',
  'pro-ai': 'Apply to up to six institutions with expert AI guidance and priority support.',
} as const;
