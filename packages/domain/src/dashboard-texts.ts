// User-facing texts of the student dashboard (seed 001 "/dashboard"). Import-free on purpose.

export const dashboardTexts = {
  loading: 'Loading your dashboard...',
  failed: 'We could not load your dashboard.',
  retry: 'Try Again',
  journey: {
    title: 'Your application journey',
    progress: (completed: number, total: number): string => `${completed} of ${total} steps completed`,
    stepLabel: (index: number): string => `Step ${index}`,
    statusLabels: { completed: 'Completed', active: 'Current step', pending: 'Not started', error: 'Needs attention' },
    continue: 'Continue your profile',
    continueApplications: 'Continue to your applications',
  },
  welcome: {
    greeting: (name: string | null): string => (name ? `Welcome back, ${name}` : 'Welcome back'),
    plan: (planName: string): string => `Your plan: ${planName}`,
    upgrade: 'See plans',
  },
  trackingId: {
    title: 'Your tracking ID',
    hint: 'Quote this ID when you contact support or an institution.',
    none: 'Your tracking ID will appear here once your account is set up.',
    copy: 'Copy tracking ID',
    copied: 'Tracking ID copied',
    copyFailed: 'Could not copy. Select the ID and copy it yourself.',
  },
  banner: {
    title: 'Document verification',
    summary: (counts: { pending: number; approved: number; rejected: number; needsResubmission: number }): string =>
      [`${counts.approved} approved`, `${counts.pending} pending`, `${counts.rejected} rejected`, `${counts.needsResubmission} need resubmission`].join(', '),
    actNow: 'Some documents need your attention: upload them again from your profile.',
    allPending: 'Your documents are being checked. We will notify you when they are verified.',
    allApproved: 'All your documents are verified.',
    manage: 'Manage documents',
  },
  profile: {
    title: 'Profile completion',
    percent: (percent: number): string => `${percent}% complete`,
    missing: 'Still to add:',
    complete: 'Your profile is complete.',
    action: 'Complete your profile',
    review: 'Review your profile',
  },
  applications: {
    title: 'My applications',
    empty: 'You have not started an application yet.',
    start: 'Start an application',
    viewAll: 'View applications',
    untitled: 'Programme not chosen yet',
    noInstitution: 'Institution not chosen yet',
    created: (date: string): string => `Started ${date}`,
    submitted: (date: string): string => `Submitted ${date}`,
    // Status words: applicationStatusLabels (application-texts), the same as on /apply.
  },
  checklist: {
    title: 'Document checklist',
    required: 'Required',
    optional: 'Optional',
    statusLabels: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', request_resubmission: 'Needs Resubmission', not_uploaded: 'Not uploaded' },
    upload: 'Upload documents',
  },
  documentLabels: {
    idDocument: 'ID Document',
    proofOfResidence: 'Proof of Residence',
    grade11Results: 'Grade 11 Results',
    grade12Results: 'Grade 12 Results',
    applicationDocument: 'Application document',
    fundingDocument: 'NSFAS supporting document',
  },
} as const;
