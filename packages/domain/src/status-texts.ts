// The status pages' texts (not found, access denied, coming soon) and the guards' loading labels:
// apart from ./shell-texts.ts, which the landing page's entry loads, since none of them shows there.

export const statusTexts = {
  notFound: {
    title: 'Page not found',
    body: "The page you are looking for doesn't exist or has moved.",
    goHome: 'Go Home',
    goToDashboard: 'Go to Dashboard',
    goBack: 'Go Back',
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
} as const;
