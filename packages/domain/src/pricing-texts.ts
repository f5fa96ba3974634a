// Plans, checkout, payment results, subscription and payment recovery (seed 002 sections 2, 4, 8
// and 9; seed 001 section 8), verbatim where the seeds give the words. Import-free plain objects,
// apart from texts.ts so the landing page does not ship them.

export const pricingTexts = {
  intro: 'Pay once for the whole application season. No monthly fees, no automatic renewals.',
  backToHome: 'Back to Home',
  trust: ['Card Payments', 'Secure Processing', 'Instant Access'],
  onceOff: 'once-off',
  free: 'Free',
  getStarted: 'Get Started',
  choosePlan: 'Choose {plan}',
  createAccountToContinue: 'Create your account to continue with your purchase',
  expertTitle: 'Expert 1-on-1 Session',
  expertBody: 'A private session with a career and applications expert to plan your applications.',
  expertPriceCents: 60_000,
  bookConsultation: 'Book Consultation',
  bookingSoon: 'Booking a consultation will be available soon.',
} as const;

/** How long the storage-failure panel stays before going on to /register?plan= (seed 002 section 9). */
export const STORAGE_FAILURE_REDIRECT_MS = 2000;

export type ErrorPanelType = 'sessionStorage' | 'network' | 'payment' | 'authentication' | 'default';

// The error panel by type (seed 002 section 8, seed 001 section 8). `details` is the secondary line.
export const errorPanelTexts = {
  sessionStorage: {
    title: 'Storage Issue Detected',
    message: 'Unable to save your plan selection. This might be due to browser settings.',
    details: 'Please make sure cookies and local storage are enabled for this site in your browser settings.',
    primary: 'Try Again',
    secondary: 'Select Plan Again',
  },
  network: {
    title: 'Connection Problem',
    message: 'Connection issue detected. Please check your internet connection.',
    details: null,
    primary: 'Retry Connection',
    secondary: 'Refresh Page',
  },
  payment: {
    title: 'Payment Error',
    message: 'Payment processing failed. Please try again.',
    details: 'Your payment information could not be processed.',
    primary: 'Try Payment Again',
    secondary: 'Back to Checkout',
  },
  authentication: {
    title: 'Authentication Issue',
    message: 'Authentication failed. Please sign in again.',
    details: 'Your session may have expired.',
    primary: 'Sign In Again',
    secondary: 'Create New Account',
  },
  default: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Please try again.',
    details: null,
    primary: 'Try Again',
    secondary: 'Go Home',
  },
} as const satisfies Record<ErrorPanelType, { title: string; message: string; details: string | null; primary: string; secondary: string }>;

export const supportLineTexts = {
  // {email}, {phone} and {hours} are filled in by the view.
  line: 'Need help? Contact support at {email} or {phone}, {hours}.',
  reply: 'Support replies within 24 hours.',
} as const;

export const checkoutTexts = {
  back: 'Back',
  orderSummary: 'Order Summary',
  steps: ['Choose plan', 'Create account', 'Payment'],
  total: 'Total',
  onceOffNote: 'Once-off payment for this application season. No automatic renewals.',
  paymentMethod: 'Payment method',
  pay: 'Pay {amount}',
  paying: 'Redirecting to secure payment...',
  handOff: "You will finish paying on PayFast's secure page. Kusasa never sees or stores your card details.",
  otherMethods: 'Airtime, QR code and in-store payments can be chosen on PayFast\'s page where PayFast offers them. Payment plans are coming soon.',
  // Seed 002 section 9: the checkout's payment plan is ceil(price / 4) a week for 4 weeks.
  paymentPlanWeekly: '{amount} per week for 4 weeks',
  initiateFailed: 'Failed to initiate payment',
  invalidPlan: 'Invalid plan selected',
  paymentFailed: 'Payment failed: Unable to initiate payment. Please try again.',
  unexpected: 'Payment error: An unexpected error occurred. Please try again.',
} as const;

export const paymentMethodLabels = {
  card: 'Card',
  eft: 'EFT',
  airtime: 'Airtime',
  qr: 'QR code',
  store: 'Pay at a store',
  'payment-plan': 'Payment plan',
} as const;

export const planSetupTexts = {
  intro: 'Spread the cost of your plan over a few installments.',
  paymentMethod: 'Payment method',
  installments: 'Number of installments',
  perInstallment: '{amount} per installment',
  total: 'Total',
  submit: 'Set Up Payment Plan',
  methodRequired: 'Please select a payment method',
  setupFailed: 'Failed to setup payment plan',
  comingSoonTitle: 'Coming Soon',
  comingSoonBody: 'Payment plans will be available soon.',
} as const;

export const paymentResultTexts = {
  verifying: 'Verifying Payment',
  verifyingBody: 'Please wait while we confirm your payment...',
  successTitle: 'Payment Successful',
  successToast: 'Payment Successful!',
  successToastBody: 'Your subscription has been activated.',
  processingTitle: 'Payment Processing',
  processingBody: 'Your payment is still being processed. This can take a few minutes.',
  failedTitle: 'Payment Verification Failed',
  failedBody: "We couldn't verify your payment",
  failedHint: 'If money left your account, please contact support with your payment reference.',
  amount: 'Amount',
  plan: 'Plan',
  reference: 'Reference',
  goToDashboard: 'Go to Dashboard',
  viewSubscription: 'View Subscription',
  checkAgain: 'Check Again',
  tryAgain: 'Try Again',
  contactSupport: 'Contact Support',
  cancelledTitle: 'Payment Cancelled',
  cancelledBody: 'Your payment was cancelled and you have not been charged. You can try again at any time.',
} as const;

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

export const adminRecoveryTexts = {
  intro: 'Find payments that reached PayFast but are not linked to a plan, and link or resolve them.',
  orphaned: 'Orphaned Payments',
  failed: 'Failed Payments',
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

// One line per plan for the subscription grid (the plan table has no description column).
export const planDescriptions = {
  starter: 'Start exploring programmes and apply to one institution.',
  essential: 'Apply to up to three institutions with verified documents and guidance.',
  'pro-ai': 'Apply to up to six institutions with expert AI guidance and priority support.',
} as const;
