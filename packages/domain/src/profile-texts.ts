// The profile wizard (/profile-completion) and /profile (seed 001 sections 2, 4, 5, 8 and 9).
// Quoted seed strings are copied verbatim; the rest are Kusasa's own words. Import-free.

export const WIZARD_STEP_TITLES = [
  'Personal Information',
  'Contact Information',
  'Address Information',
  'Education History',
  'Documents Upload',
  'Review & Submit',
] as const;

export const profileValidationTexts = {
  fullNameTooShort: 'Full name must be at least 2 characters',
  fullNameTooLong: 'Full name must be at most 50 characters',
  genderRequired: 'Gender is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be at most 64 characters',
  emergencyNameRequired: 'Emergency contact name is required',
  streetRequired: 'Street address is required',
  suburbRequired: 'Suburb is required',
  cityRequired: 'City is required',
  schoolRequired: 'School name is required',
  tooLong: 'Must be at most 100 characters',
  yearInvalid: 'Invalid year',
  yearInFuture: 'Year cannot be in the future',
  grade11Minimum: 'You must include at least 6 subjects for Grade 11',
  grade12Minimum: 'You must include at least 6 subjects for Grade 12',
  tooManySubjects: 'At most 15 subjects per grade',
  subjectRequired: 'Subject is required',
  markRange: 'Mark must be between 0 and 100',
  idNumberLocked: 'Your ID number was checked when you registered and cannot be changed here.',
  idNumberTaken: 'This ID number is already registered to another account.',
} as const;

export const wizardTexts = {
  saveFailed: 'Failed to save your progress. Please try again.',
  loadFailed: 'Failed to load your saved progress. Please try again.',
  uploadFailed: 'Failed to upload document.',
  progressSaved: 'Progress saved',
  profileComplete: 'Profile Complete',
  profileCompleteDescription: 'Your profile is complete. You can now apply to programmes.',
  saveAndExit: 'Save & Exit',
  saving: 'Saving...',
  back: 'Back',
  next: 'Next',
  saveAndContinue: 'Save & Continue',
  submit: 'Submit Profile',
  submitting: 'Submitting...',
  tryAgain: 'Try Again',
  resumeTitle: 'Welcome back',
  resumeText: 'You saved your progress last time. Continue where you left off, or start again with empty forms.',
  continueSaved: 'Continue Saved Progress',
  startNew: 'Start New',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  edit: 'Edit',
  editSection: (section: string) => `Edit ${section}`,
  notProvided: 'Not provided',
  incompleteTitle: 'Some steps still need your attention',
  documentsIntro: 'Upload clear copies (PDF, JPG or PNG, at most 1MB each). Your ID document and Grade 12 results are required.',
  reviewIntro: 'Check your details before you submit. Use Edit to change a section.',
  marksFilled: (grade: string, count: number) => `${count} ${grade} marks filled in from your results`,
  marksSavedDescription: 'Check them in Education History; they have been saved to your profile.',
  marksNotSaved: 'The marks were filled in but could not be saved. Check Education History and save it again.',
  noMarksFound: 'No marks could be read from this document.',
} as const;

export const educationTexts = {
  grade11Legend: 'Grade 11 Subjects',
  grade12Legend: 'Grade 12 Subjects',
  addSubject: 'Add subject',
  removeSubject: (row: number) => `Remove subject ${row}`,
  subjectLabel: (row: number) => `Subject ${row}`,
  otherSubjectLabel: (row: number) => `Subject ${row} name`,
  markLabel: (row: number) => `Mark ${row} (%)`,
  selectSubject: 'Select a subject',
  rowsHint: 'Enter at least 6 subjects. Leave a row empty to skip it.',
  sittingLabel: 'Grade 12 results are from',
  sittings: { june: 'June exams', trial: 'Trial exams', final: 'Final exams' },
} as const;

export const documentCardTexts = {
  idDocument: { label: 'ID Document', description: 'A certified copy of your South African ID or ID card.' },
  proofOfResidence: { label: 'Proof of Residence', description: 'A utility bill or bank statement; it should be under 3 months old.' },
  grade11Results: { label: 'Grade 11 Results', description: 'Your final Grade 11 report.' },
  grade12Results: { label: 'Grade 12 Results', description: 'Your latest Grade 12 results (June, trial or final).' },
} as const;

export const profilePageTexts = {
  intro: 'The details you gave in your profile. Edit a section to change it.',
  completeProfile: 'Complete your profile',
  incomplete: 'Your profile is not complete yet.',
  save: 'Save changes',
  cancel: 'Cancel',
  saved: 'Profile updated',
  account: 'Account',
  email: 'Email',
  trackingId: 'Tracking ID',
} as const;

/** What POST /api/profile/complete names when something is missing. */
export const completionTexts = {
  missingMessage: 'Please complete these steps first:',
  missing: {
    personal: 'Personal Information',
    contact: 'Contact Information',
    address: 'Address Information',
    education: 'Education History',
    idDocument: 'ID Document upload',
    grade12Results: 'Grade 12 Results upload',
  },
} as const;
