// Plans, payments, subscription and payment recovery (seed 002 sections 2, 4, 5 and 8), verbatim
// where the seed gives them; the rest is Kusasa's own wording. Import-free (see admin-texts.ts).
export const paymentTexts = {
  // Checkout and the payment call
  invalidPlan: 'Invalid plan selected',
  initiateFailed: 'Failed to initiate payment',
  paymentFailedToast: 'Payment failed: Unable to initiate payment. Please try again.',
  paymentErrorToast: 'Payment error: An unexpected error occurred. Please try again.',
  paymentSuccessfulTitle: 'Payment Successful!',
  paymentSuccessfulMessage: 'Your subscription has been activated.',
  couldNotVerify: "We couldn't verify your payment",
  paymentNotFound: 'Payment not found',
  itemNameSuffix: 'Plan',
  alreadyHoldsPlan: 'You already have this plan or a better one.',
  invalidNotification: 'Invalid payment notification',
  // Subscription
  loadSubscriptionFailed: 'Failed to load subscription data',
  cancelConfirm: 'Are you sure you want to cancel your subscription?',
  cancelled: 'Subscription cancelled successfully',
  cancelFailed: 'Failed to cancel subscription',
  starterCannotCancel: 'The free Starter plan cannot be cancelled.',
  planPurchaseDescription: '{plan} plan (once-off)',
  // Payment plan setup
  selectPaymentMethod: 'Please select a payment method',
  setupPlanFailed: 'Failed to setup payment plan',
  comingSoonTitle: 'Coming Soon',
  comingSoonMessage: 'Payment plans will be available soon.',
  // Payment recovery (student)
  claimedTitle: 'Payment Claimed',
  claimedMessage: 'Your payment has been successfully linked to your account.',
  claimFailed: 'Failed to claim payment',
  claimNotPaid: 'We could not confirm this payment with the payment provider yet. Please try again later or retry the payment.',
  notAuthenticated: 'User not authenticated',
  operationFailed: 'Operation failed',
  // Payment recovery (admin)
  recoveryTitle: 'Payment Recovery Management',
  recoverySearchPlaceholder: 'Search by reference, email, or tracking ID...',
  recoveryEmpty: 'No payments found',
  loadPaymentsFailed: 'Failed to load payments',
  provideUserId: 'Please provide a user ID',
  provideResolutionNotes: 'Please provide resolution notes',
  linked: 'Payment linked successfully',
  linkFailed: 'Failed to link payment',
  resolved: 'Payment resolved successfully',
  resolveFailed: 'Failed to resolve payment',
  claimedForUser: 'Payment claimed for the user',
  userNotFound: 'User not found',
  linkedToAnotherUser: 'This payment is already linked to another user',
} as const;
