// The partner CRM, partner inquiries, tiers and the partner portal (seed 002 sections 2, 4, 8 and
// 9), verbatim where the seed gives them; the rest is Kusasa's own wording. Import-free and apart
// from texts.ts (see admin-texts.ts): only partner pages and the API need them.
export const partnerTexts = {
  // /admin/partners
  title: 'Institution & Partner Management',
  searchPlaceholder: 'Search by name or email...',
  allTypes: 'All Types',
  onboardingSoon: 'Onboarding (soon)',
  empty: 'No partners found.',
  loadFailed: 'Failed to load partners',
  retry: 'Retry',
  addPartner: 'Add Partner',
  // The CRM layout
  navPartners: 'Partners',
  navInquiries: 'Inquiries',
  navTiers: 'Tiers',
  navAnalytics: 'Analytics',
  backToDashboard: 'Back to Dashboard',
  // /admin/partners/{id}: the Details, Integration, Payments, Notes, Settings reading (decision 0161)
  tabDetails: 'Details',
  tabIntegration: 'Integration',
  tabPayments: 'Payments',
  tabNotes: 'Notes',
  tabSettings: 'Settings',
  notFoundOrUnavailable: 'Partner not found or unavailable.',
  notFound: 'Partner not found',
  notFoundDetail: 'This partner either does not exist or could not be loaded.',
  saved: 'Partner updated',
  created: 'Partner created',
  tierChanged: 'Partner tier updated',
  contractDatesOrder: 'The contract end date must be on or after its start date.',
  nameTooShort: 'Partner name must be at least 2 characters',
  selectType: 'Please select a partner type',
  selectTier: 'Please select a tier',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Please enter a valid website URL',
  phoneInvalid: 'Please enter a valid phone number',
  // Integration
  integrationComplete: 'Integration Complete',
  integrationNotStarted: 'Not Started',
  integrationInProgress: 'In Progress',
  integrationCompleted: 'Completed',
  mouPdfOnly: 'The MoU must be a PDF file.',
  mouEmpty: 'The file is empty.',
  mouTooLarge: 'The MoU must be at most 10 MB.',
  mouMissing: 'No MoU has been uploaded for this partner.',
  // Payments
  paymentRecorded: 'Payment recorded',
  paymentNotFound: 'Payment not found',
  paymentAlreadyPaid: 'This payment is already marked paid.',
  paymentDateRequired: 'A paid payment needs its payment date.',
  invoiceTaken: 'This invoice number is already in use.',
  noPayments: 'No payments yet',
  // Notes
  noteRequired: 'Please write a note',
  noteAdded: 'Note added',
  noNotes: 'No notes yet',
  convertedNote: 'Converted from a partnership inquiry by {institution}.',
  inquiryDetailsNote: 'Inquiry details: students {studentCount}; tier asked for {tier}. Message: {message}',
  registeredNote: 'Registered through the partner portal by {email}.',
  // Tiers
  tierNotFound: 'Tier not found',
  disabled: 'Disabled',
  tierUpdated: 'Tier updated',
  unlimited: 'Unlimited',
  perMonth: 'per month',
} as const;

// Partner inquiries: the public form (/partner-inquiry) and the admin list.
export const partnerInquiryTexts = {
  submitted: 'Partnership inquiry submitted successfully!',
  submitFailed: 'Failed to submit inquiry. Please try again.',
  replyPromise: 'We will reply within 24 hours.',
  institutionNameRequired: 'Institution name is required',
  institutionTypeRequired: 'Please select an institution type',
  contactNameRequired: 'Contact name is required',
  contactEmailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Please enter a valid website URL',
  formExpired: 'This form has expired. Please try again.',
  needsJavaScript: 'The inquiry form needs JavaScript. Turn it on and reload this page to send us your inquiry.',
  // Admin
  empty: 'No inquiries found',
  sendEmail: 'Send Email',
  notFound: 'Inquiry not found',
  transitionRefused: 'This inquiry cannot move from {from} to {to}.',
  statusChanged: 'Inquiry updated',
  replySent: 'Email sent',
  replySubjectRequired: 'Please write a subject',
  replyMessageRequired: 'Please write a message',
  defaultReplySubject: 'Your Kusasa partnership inquiry',
  // The admins' notification
  newInquiryTitle: 'New partnership inquiry',
  newInquiryMessage: '{institution} ({type}) sent a partnership inquiry.',
} as const;

// The partner portal: /partner/register, /partner/login, /partner-dashboard and /partner/checkout.
export const partnerPortalTexts = {
  loginWrongType: 'Please sign in with your institution, sponsor or NSFAS account.',
  registerPrompt: 'Register your organisation as a Kusasa partner to open your partner dashboard.',
  paymentPrompt:
    'Your partnership is not active yet. Pay your subscription by EFT or card to activate it; it activates once the payment provider confirms the payment.',
  applicationsInInbox:
    'Applications from Kusasa learners to your institution arrive in its applications inbox, with their documents and marks, decisions, comments, a CSV export and the institution API.',
  openInbox: 'Open the applications inbox',
  tierIncludes: 'Your tier includes',
  alreadyRegistered: 'You have already registered a partner.',
  registered: 'Your partner registration was received.',
  alreadyActive: 'Your partnership is already active.',
  tierUnavailable: 'This tier is not available at the moment. Please contact us.',
  itemName: 'Kusasa {tier} partnership (1 month)',
  activatedTitle: 'Partnership activated',
  activatedMessage: 'Your payment was received and your {tier} partnership is now active.',
  accessDialogExisting: 'Existing Partner',
  accessDialogNew: 'New Partner',
} as const;

// /institutions/dashboard: the seed's placeholder.
export const institutionDashboardTexts = {
  underDevelopment: 'The institution dashboard is under development.',
  totalPrograms: 'Total Programs',
  applications: 'Applications',
  analytics: 'Analytics',
  placeholderValue: '--',
  comingSoon: 'Coming soon',
  completeSetup: 'Complete Setup',
  accountPending: 'Your institution account is pending until an administrator approves it.',
  accountActive: 'Your institution account is approved.',
  partnershipLink: 'Interested in a partnership? Send us an inquiry.',
} as const;

// Labels shared by the pages.
export const partnerLabels = {
  types: { university: 'University', tvet: 'TVET', funder: 'Funder', seta: 'SETA', other: 'Other', sponsor: 'Sponsor' },
  tiers: { basic: 'Basic', standard: 'Standard', premium: 'Premium' },
  statuses: { active: 'Active', pending: 'Pending', inactive: 'Inactive' },
  integrationStatuses: {
    pending: 'Pending',
    in_progress: 'In Progress',
    integration_details: 'Integration Details',
    test_api: 'API Testing',
    completed: 'Completed',
  },
  checklist: {
    mouUploaded: 'Signed MoU Uploaded',
    integrationDetails: 'API Integration Details Provided',
    apiTest: 'API Test Successful',
    onboardingSession: 'Onboarding Session Complete',
  },
  inquiryInstitutionTypes: { university: 'University', tvet: 'TVET College', private_college: 'Private College', school: 'School' },
  inquiryTiers: { basic: 'Basic', standard: 'Standard', premium: 'Premium', custom: 'Custom' },
  inquiryStatuses: { pending: 'Pending', contacted: 'Contacted', converted: 'Converted', rejected: 'Rejected' },
  noteTypes: { general: 'General', meeting: 'Meeting', call: 'Call', email: 'Email', integration: 'Integration', payment: 'Payment' },
  paymentStatuses: { paid: 'Paid', pending: 'Pending', overdue: 'Overdue' },
  paymentMethods: { eft: 'EFT', card: 'Card', debit_order: 'Debit order', other: 'Other' },
} as const;
