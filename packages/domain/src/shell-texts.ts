// The public shell's texts (header, footer, error boundary, theme labels), apart from ./texts.ts
// and ./status-texts.ts: the landing page's entry chunk bundles every export of the modules it
// imports, so it imports this one only and the other texts load with the pages that use them.
// Import-free, like ./texts.ts, so that zod stays out of the first load.

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
  errorBoundary: {
    title: 'Something went wrong',
    body: "We're sorry for the inconvenience. Please refresh the page to try again.",
    refresh: 'Refresh Page',
  },
  startApplication: {
    signedOutTitle: 'Authentication Required',
    signedOutBody: 'Please register an account to start your application.',
  },
  supportHours: 'Monday to Friday 08:00-17:00 SAST',
  supportReplyPromise: 'Support replies within 24 hours.',
  theme: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
} as const;
