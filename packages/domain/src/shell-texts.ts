// The public shell's texts (header, footer, status pages, loading and theme labels), apart from
// ./texts.ts: the landing page's entry chunk bundles every export of the modules it imports, so
// it imports this one only and the sign-in, registration and error texts load with the pages that
// use them. Import-free, like ./texts.ts, so that zod stays out of the first load.

export const shellTexts = {
  brand: 'Kusasa',
  tagline: 'Apply to universities, TVET colleges and SETA programmes, get funded, and follow every application to the end.',
  nav: {
    howItWorks: 'How It Works',
    meetThandi: 'Meet Thandi',
    pricing: 'Pricing',
    forInstitutions: 'For Institutions',
    login: 'Login',
    getStarted: 'Get Started',
  },
  notFound: {
    title: 'Page not found',
    body: "The page you are looking for doesn't exist or has moved.",
    goHome: 'Go Home',
    goToDashboard: 'Go to Dashboard',
    goBack: 'Go Back',
  },
  errorBoundary: {
    title: 'Something went wrong',
    body: "We're sorry for the inconvenience. Please refresh the page to try again.",
    refresh: 'Refresh Page',
  },
  accessDenied: {
    title: 'Access Denied',
    body: "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
    goBack: 'Go Back',
    home: 'Return to Homepage',
  },
  loading: {
    permissions: 'Checking permissions...',
    profile: 'Loading your profile...',
    access: 'Verifying access...',
    dashboard: 'Loading your dashboard...',
    account: 'Loading your account…',
  },
  comingSoon: {
    title: 'Coming soon',
    body: 'This part of Kusasa is being built. It will be available here soon.',
  },
  startApplication: {
    signedOutTitle: 'Authentication Required',
    signedOutBody: 'Please register an account to start your application.',
  },
  supportHours: 'Monday to Friday 08:00-17:00 SAST',
  supportReplyPromise: 'Support replies within 24 hours.',
  theme: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
} as const;
