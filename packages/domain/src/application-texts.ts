// Program applications at /apply (seed 001 sections 2, 4, 5 and 8), verbatim where the seed gives
// them; toasts and the upgrade card are Kusasa's own wording in the seed's tone. Import-free so the
// dashboard and the /apply page can use it without pulling in zod.

export const applicationFieldTexts = {
  fullNameRequired: 'Full name is required',
  idNumberRequired: 'ID number is required',
  grade12ResultsRequired: 'Grade 12 results are required',
  grade12ResultsTooLong: 'Grade 12 results must be at most 5000 characters',
  universityRequired: 'Please select a university',
  programRequired: 'Please select a program',
  personalStatementTooLong: 'Personal statement must be at most 2000 characters',
  programNotFound: 'This program is not offered by the selected university',
  documentPdfOnly: 'Please upload a PDF document',
  documentTooLarge: 'The document must be 1MB or smaller',
} as const;

export const applicationErrorTexts = {
  loadFailed: 'Failed to load your applications',
  authRequired: 'Authentication required',
  saveDraftFailed: 'Failed to save draft. Please try again.',
  submitFailed: 'Failed to submit application. Please try again.',
  uploadFailed: 'Failed to upload document.',
  alreadySubmitted: 'This application has already been submitted and can no longer be changed.',
  draftNotFound: 'Draft not found',
  programsLoadFailed: 'Failed to load programs',
  institutionsLoadFailed: 'Failed to load institutions',
} as const;

/** The plan cap message (403 PLAN_LIMIT); `max` and `planName` come from rules/plans.ts. */
export function applicationLimitMessage(max: number, planName: string): string {
  return `You've used all ${max} application${max === 1 ? '' : 's'} on the ${planName} plan. Upgrade to apply to more programmes.`;
}

export const applicationStatusLabels = {
  draft: 'Draft',
  submitted: 'Submitted',
  'under-review': 'Under Review',
  approved: 'Approved',
  // Learners read "unsuccessful", never "rejected" (issue 25); the stored status keeps the seed's word.
  rejected: 'Unsuccessful',
  'resubmission-required': 'Resubmission Required',
  withdrawn: 'Withdrawn',
} as const;

export const applicationPageTexts = {
  heading: 'Program Application',
  intro: 'Apply to a program at a South African university. Your draft is saved on this device as you type.',
  fullName: 'Full Name',
  idNumber: 'ID Number',
  readOnlyHint: 'From your profile',
  grade12Results: 'Grade 12 Results',
  grade12ResultsHint: 'List your subjects and marks, one per line (e.g. Mathematics 72%).',
  prefilled: 'Filled in from your profile. Check your marks before you submit.',
  prefillOffer: 'With Essential, your Grade 12 results are filled in from your profile.',
  university: 'University',
  universityPlaceholder: 'Select a university',
  program: 'Program',
  programPlaceholder: 'Select a program',
  selectUniversityFirst: 'Select a university first',
  loadingPrograms: 'Loading programs...',
  noPrograms: 'No programs found',
  personalStatement: 'Personal Statement',
  personalStatementHint: 'Optional. Tell the institution why you want to study this program.',
  document: 'Supporting Document (PDF)',
  documentHint: 'Optional. PDF only, up to 1MB.',
  cancel: 'Cancel',
  saveDraft: 'Save Draft',
  savingDraft: 'Saving draft...',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  newApplication: 'Start a new application',
  editingDraft: 'Editing a saved draft',
  draftSaved: 'Draft saved',
  draftSavedDescription: 'Your draft is saved to your account.',
  submitted: 'Application submitted',
  submittedDescription: 'We will let you know when the institution reviews it.',
  documentUploaded: 'Document uploaded',
  offlineTitle: "You're offline",
  offlineMessage: 'Your changes are kept on this device and will be sent when you are back online.',
  queuedDraft: 'Draft saved on this device. It will sync when you are back online.',
  queuedSubmit: 'Application queued. It will be submitted when you are back online.',
  syncNow: 'Sync Now',
  syncing: 'Syncing...',
  syncedDraft: 'Offline draft synced',
  syncedSubmit: 'Queued application submitted',
  syncFailed: 'Sync failed. We will try again when you are back online.',
  pendingSync: 'Waiting to sync',
  listHeading: 'Your Applications',
  listEmpty: 'No applications yet. Your saved drafts and submitted applications will appear here.',
  resume: 'Resume',
  discard: 'Discard',
  draftDiscarded: 'Draft discarded',
  tryAgain: 'Try Again',
  createdOn: 'Created',
  submittedOn: 'Submitted',
  untitled: 'Program not chosen yet',
  usage: (used: number, max: number, planName: string): string => `${used} of ${max} applications used on the ${planName} plan`,
  upgradeTitle: 'Application limit reached',
  upgradeAction: 'View Plans',
} as const;
