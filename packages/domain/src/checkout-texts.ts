// Checkout: the page, its payment methods, the payment-plan set-up, the error panel and the support
// line (seed 002 sections 4, 8 and 9; seed 001 section 8), verbatim where the seeds give the words.

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
  otherMethods: "Airtime, QR code and in-store payments can be chosen on PayFast's page where PayFast offers them. Payment plans are coming soon.",
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
