// User-facing texts taken verbatim from the seeds (../shared/seeds). One module so that the
// browser and the API say the same thing; the public shell's own are in ./shell-texts.ts, the
// only texts module the landing page's entry loads. Free of imports, so that a page using only
// texts does not pull zod.

export const authTexts = {
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredBody: 'Your session has expired. Please log in again.',
  storageErrorTitle: 'Storage Error',
  storageErrorBody: 'Failed to save data securely.',
  permissionDenied: "You don't have permission to perform this action.",
  adminRequired: 'Access denied. Admin privileges required.',
  cannotDemoteSelf: 'Cannot remove admin privileges from yourself',
  crossSiteRefused: 'This request came from another site and was refused.',
} as const;

export const errorTexts = {
  unknown: 'Unknown error',
  database: 'Database error',
  generic: 'An error occurred',
  validation: 'Some fields need your attention.',
  notFound: 'Not found',
  unauthenticated: 'Authentication required',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  verificationRequired: 'Please verify your identity to continue.',
} as const;

// Field validation messages shared by the browser forms and the API's zod schemas.
export const validationTexts = {
  idNumberLength: 'ID Number must be exactly 13 digits',
  idNumberInvalid: 'Invalid South African ID number',
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneInvalid: 'Invalid South African phone number',
  postalCodeLength: 'Postal code must be 4 digits',
  postalCodeInvalid: 'Invalid South African postal code',
  selectProvince: 'Please select a province',
  selectRegion: 'Please select a region',
  selectSpecialization: 'Please select a specialization',
  selectExperience: 'Please select years of experience',
  selectDepartment: 'Please select a department',
} as const;

// Shown, after signing the user out again, when an account signs in on another audience's login page.
export const loginPortalTexts = {
  wrongTypeCounselor: 'Invalid counselor credentials',
  wrongTypeInstitution: 'Invalid institution credentials',
  wrongTypeNsfas: 'Invalid NSFAS credentials',
  wrongTypeSponsor: 'Invalid sponsor credentials',
  wrongTypeStudent: 'Please use the appropriate login page for your account type',
} as const;

// Student registration (seed 000 sections 2, 4, 5 and 8). Guardian texts are Kusasa's own (POPIA s35).
export const registrationTexts = {
  heading: 'Create Your Account',
  submit: 'Sign Up',
  submitWithPlan: 'Create Account & Continue',
  busy: 'Signing up...',
  // Kusasa's own (issue 33): the prerendered form waits for the app, and says so.
  waitingForApp: 'Loading the registration form…',
  needsJavaScript: 'Registration needs JavaScript, which is turned off in this browser. Turn it on and reload this page to register.',
  signInInstead: 'Already have an account? Sign in',
  fullNameTooShort: 'Full name must be at least 2 characters',
  fullNameTooLong: 'Full name must be at most 50 characters',
  genderRequired: 'Gender is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be at most 64 characters',
  consentsRequired: 'You must agree to the Privacy Policy and Terms of Service.',
  guardianRequired: "Learners under 18 need a parent or guardian's consent to register.",
  guardianNameTooShort: 'Guardian name must be at least 2 characters',
  guardianRelationshipRequired: 'Choose how this person is related to you.',
  guardianOwnEmail: "Give your parent or guardian's own email address, not yours: the link must reach them.",
  setupFailed: 'Account setup failed. Please try again.',
  success: 'Registration successful!',
  successWithPlan: 'Account created successfully! Complete your purchase below.',
  fallback: 'Registration failed',
  /** The mail to an account's owner when someone registers with its email (issue 11: no account discovery). */
  emailTakenSubject: 'Someone tried to register with your email',
  /** The mail to the account holding an ID number someone registered with (issue 34: no ID number discovery). */
  idNumberHeldSubject: 'Someone tried to register with your ID number',
} as const;

// The identity check (the seeds' verify-id). `blocked` carries a {dateTime} placeholder.
export const identityTexts = {
  unexpected: 'Failed to verify ID. Please try again later.',
  failed: 'Verification failed',
  network: 'Network error during verification. Please try again.',
  blocked: 'Too many verification attempts. Please try again after {dateTime}.',
  retryFailed: 'Verification failed. Please check your ID number.',
  missingUserInformation: 'Missing user information. Please register again.',
  alreadyRegistered: 'This ID number is already registered to another account.',
  retrySucceeded: 'Your identity has been verified.',
  // A Home Affairs bureau's answers (decision 0417). A deceased record is never named to the person:
  // it is most often a clerical error at Home Affairs, and support can help; admins see the reason.
  nameMismatch:
    'Home Affairs has this ID number under a different name or surname. Check that your full name matches your ID, or upload a certified copy of your ID so our team can verify you.',
  notFound: 'Home Affairs has no record of this ID number. Please check it and try again.',
  needsHelp: 'We could not confirm your identity with these details. Please contact our support team and we will gladly help you.',
  bureauUnavailable: 'The identity check is unavailable at the moment. Your account is safe; please try again later.',
  registeredUnavailable: 'Your account is ready, but Home Affairs could not be reached to check your identity. Please try the check again in a little while.',
} as const;

// Sign-in. One message for a wrong email and a wrong password, so accounts cannot be discovered.
export const signInTexts = {
  bothFieldsRequired: 'Both fields are required.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please try again after {dateTime}.',
  failed: 'Failed to sign in. Please check your credentials.',
  fallback: 'Sign in failed',
  success: 'Successfully logged in!',
  rememberMe: 'Remember me for 7 days',
} as const;

export const passwordResetTexts = {
  requested: 'If an account exists for this email, we have sent a link to reset your password.',
  invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  updated: 'Password updated',
  resetFallback: 'Password reset failed',
  updateFallback: 'Password update failed',
  emailSubject: 'Reset your Kusasa password',
} as const;

// Registration of counselors, institutions, NSFAS staff and sponsors (seed 000 sections 2, 5, 8;
// seed 002 sections 2-5). The check-email wording and the *TooLong/required fallbacks are Kusasa's own.
export const audienceRegistrationTexts = {
  success: 'Registration Successful',
  checkEmail: 'We sent a confirmation link to your email address. Open it to activate your account, then sign in.',
  sponsorSuccess: 'Your sponsor account is ready. You can sign in now.',
  counselorFailed: 'Failed to register counselor account',
  institutionFailed: 'Failed to register institution',
  nsfasFailed: 'Failed to register NSFAS account',
  sponsorFailed: 'Error registering sponsor',
  userCreationFailed: 'Failed to create user account',
  organizationTooShort: 'Organization name must be at least 2 characters',
  institutionNameTooShort: 'Institution name must be at least 2 characters',
  selectInstitutionType: 'Please select an institution type',
  contactNameTooShort: 'Contact name must be at least 2 characters',
  websiteInvalid: 'Please enter a valid website URL',
  employeeNumberRequired: 'Employee number is required',
  positionRequired: 'Position is required',
  nameRequired: 'Name is required',
  selectOrganizationType: 'Please select an organization type',
} as const;

// Confirming the email address of counselor, institution and NSFAS accounts (Kusasa's own texts).
export const emailConfirmationTexts = {
  notConfirmed: 'Please confirm your email address first. We sent you a link when you registered.',
  confirmed: 'Your email address is confirmed. You can now sign in.',
  invalidLink: 'This confirmation link is invalid. Please request a new one.',
  usedLink: 'This confirmation link has already been used. If your email address is confirmed, you can sign in.',
  expiredLink: 'This confirmation link has expired. Please request a new one.',
  resent: 'If an account is waiting for confirmation, we have sent a new link to this email address.',
  emailSubject: 'Confirm your Kusasa email address',
} as const;

// "Your data" (POPIA): download and delete an account (Kusasa's own texts).
export const accountDataTexts = {
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'That password is not correct.',
  confirmDelete: 'Type DELETE to confirm',
  deleted: 'Your account and personal data have been deleted.',
  tooManyAttempts: 'Too many attempts. Please try again after {dateTime}.',
} as const;

// The notification bell (seed 000). Mark and delete failures are logged only, so they have no text.
export const notificationTexts = {
  loadFailed: 'Failed to load notifications',
  notFound: 'Notification not found',
} as const;

/** Puts a value into a text's {name} placeholder. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
