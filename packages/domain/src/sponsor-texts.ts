// Sponsors, sponsorship requests, funding and allocations (seed 002 sections 2, 5, 8 and 9),
// verbatim where the seed gives them; the rest is Kusasa's own wording. Import-free and apart
// from texts.ts: only sponsor pages and the API need them.

/** The learner's side: /sponsorships, /sponsorships/apply, /sponsorships/status. */
export const sponsorshipTexts = {
  ecosystemTitle: 'Sponsorships',
  applyForSponsorship: 'Apply for Sponsorship',
  becomeSponsor: 'Become a Sponsor',
  myApplicationsTitle: 'My Sponsorship Applications',
  // The form
  applicationIdLabel: 'Application ID',
  requestedAmountLabel: 'Requested Amount (R)',
  purposeLabel: 'Purpose',
  purposes: { application_fee: 'Application fee', plan_fee: 'Plan fee' },
  visibleFieldsLegend: 'What sponsors may see',
  visibleFields: { firstName: 'My first name', province: 'My province', programme: 'The programme I applied to', institution: 'The institution I applied to', apsBand: 'My APS band' },
  neverShown: 'Sponsors never see your ID number, email address, phone number or documents.',
  consentLabel: 'I agree that sponsors on Kusasa may see the details I ticked above with this request.',
  submit: 'Request Sponsorship',
  submitting: 'Submitting...',
  // Outcomes
  requestedTitle: 'Sponsorship Requested!',
  requestedMessage: 'Sponsors can now see your request. We will notify you when it is funded.',
  backToHome: 'Back to Home',
  loginAsStudent: 'Please login as a student.',
  submissionError: 'Submission error',
  empty: 'No sponsorship applications found.',
  withdraw: 'Withdraw',
  withdrawn: 'Request withdrawn',
  // Table columns
  columns: { applicationId: 'Application ID', requestedAmount: 'Requested Amount', status: 'Status', purpose: 'Purpose', createdAt: 'Created At' },
  statuses: { pending: 'Pending', funded: 'Funded', withdrawn: 'Withdrawn' },
  // Rules, enforced by the API
  applicationRequired: 'Please choose one of your applications',
  applicationNotYours: 'Application not found',
  amountRequired: 'Please enter the amount you need',
  amountNotNumber: 'Please enter an amount in rand',
  amountTooSmall: 'The amount must be at least R1.00',
  amountTooLarge: 'The amount must be at most R1,000.00',
  planRequired: 'Please choose the plan whose fee you need',
  planAmountMismatch: 'The {plan} fee is {amount}',
  consentRequired: 'Please agree before sponsors see your request',
  alreadyRequested: 'You already have an open request for this application and purpose',
  alreadyHoldsPlan: 'You already have this plan',
  notWithdrawable: 'Only a request nobody has funded can be withdrawn',
  requestNotFound: 'Sponsorship request not found',
  // Notifications to the learner
  fundedTitle: 'Sponsorship funded',
  fundedMessage: 'A sponsor paid {amount} for your {purpose}.',
} as const;

/** The sponsor's side: the open requests, funding and /sponsors/dashboard. */
export const sponsorTexts = {
  dashboardTitle: 'Sponsor Dashboard',
  unauthenticated: 'Unauthenticated',
  loginLink: 'Sponsor login',
  empty: 'No sponsorships found.',
  columns: { applicationId: 'Application ID', studentId: 'Student ID', sponsoredAmount: 'Sponsored Amount', status: 'Status', paidAt: 'Paid At' },
  totals: { totalSponsored: 'Total Sponsored', learnersFunded: 'Learners Funded', pendingPayments: 'Pending Payments' },
  exportCsv: 'Export CSV',
  // Open requests
  openRequestsTitle: 'Learners asking for help',
  openRequestsEmpty: 'No open sponsorship requests match these filters.',
  filters: { province: 'Province', institution: 'Institution', purpose: 'Purpose', minAmount: 'Minimum (R)', maxAmount: 'Maximum (R)' },
  notShared: 'Not shared',
  fundSelected: 'Fund selected',
  fundOne: 'Fund',
  // Rules, enforced by the API
  requestsRequired: 'Please choose at least one request to fund',
  tooManyRequests: 'You can fund at most 20 requests in one payment',
  requestUnavailable: 'A request you chose was funded, withdrawn or is being paid for by another sponsor. Refresh the list.',
  paymentItemName: 'Kusasa sponsorship',
  notASponsor: 'Only sponsor accounts can fund learners',
  // Checkout result
  paymentSuccessful: 'Thank you! Your sponsorship is paid.',
  paymentProcessing: 'Your payment is being processed.',
  paymentFailed: 'The payment did not go through.',
  paymentCancelled: 'Payment cancelled',
} as const;

/** /admin/sponsors and /admin/sponsors/{id}. */
export const adminSponsorTexts = {
  title: 'Sponsor Management',
  tabAllocations: 'Student Allocations',
  tabSponsors: 'Sponsors List',
  searchPlaceholder: 'Search...',
  allTypes: 'All Types',
  types: { corporate: 'Corporate', foundation: 'Foundation', government: 'Government', individual: 'Individual' },
  counters: { totalSponsors: 'Total Sponsors', activeSponsors: 'Active Sponsors', totalAllocations: 'Total Allocations', activeAllocations: 'Active Allocations' },
  addAllocation: 'Add Allocation',
  editAllocation: 'Edit Allocation',
  exportCsv: 'Export CSV',
  bulkOperations: 'Bulk Operations (soon)',
  // Allocation form
  sponsorLabel: 'Sponsor',
  studentLabel: 'Student',
  pickerPlaceholder: 'Search by name, email or tracking ID...',
  allocatedOnLabel: 'Allocated On',
  expiresOnLabel: 'Expires On',
  statusLabel: 'Status',
  planLabel: 'Plan',
  notesLabel: 'Notes',
  allocationStatuses: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  sponsorRequired: 'Please choose a sponsor',
  studentRequired: 'Please choose a student',
  allocatedOnRequired: 'Please enter the allocation date',
  expiresBeforeAllocated: 'The expiry date must be after the allocation date',
  notASponsor: 'That account is not a sponsor',
  notAStudent: 'That account is not a student',
  planInvalid: 'Please choose a plan',
  deleteConfirm: 'Are you sure to delete this allocation?',
  // Toasts (seed 002 section 8)
  allocationCreated: 'Allocation created successfully',
  allocationUpdated: 'Allocation updated successfully',
  allocationDeleted: 'Allocation deleted successfully',
  fetchFailed: 'Failed to fetch allocation: {message}',
  createFailed: 'Failed to create allocation: {message}',
  updateFailed: 'Failed to update allocation: {message}',
  deleteFailed: 'Failed to delete allocation: {message}',
  allocationsExported: 'Allocations exported!',
  sponsorsExported: 'Sponsors exported!',
  noAllocationsToExport: 'No allocations to export',
  noSponsorsToExport: 'No sponsors to export',
  allocationNotFound: 'Allocation not found',
  emptyAllocations: 'No allocations found.',
  emptySponsors: 'No sponsors found.',
  // /admin/sponsors/{id}
  sponsorNotFound: 'Sponsor not found.',
  profileTitle: 'Profile',
  allocationsTitle: 'Allocations',
  notesTitle: 'Sponsor Notes',
  addNote: 'Add Note',
  noteRequired: 'Please write a note',
  noteAdded: 'Note added',
  noNotes: 'No notes yet.',
  paymentHistoryTitle: 'Payment History',
  noPayments: 'No payments yet.',
  paymentColumns: { date: 'Date', reference: 'Reference', providerReference: 'PayFast Reference', amount: 'Amount', status: 'Status', learners: 'Learners' },
  // Notifications to the learner
  allocationStartedTitle: 'You have a sponsor',
  allocationStartedMessage: 'A sponsor gave you the {plan} plan.',
  allocationEndedTitle: 'Your sponsorship ended',
  allocationEndedMessage: 'Your sponsored {plan} plan has ended. You are back on your own plan.',
  allocationEndingTitle: 'Your sponsorship ends soon',
  allocationEndingMessage: 'Your sponsored {plan} plan ends on {date}.',
} as const;

/** The Sponsorships section of /admin/analytics. */
export const sponsorAnalyticsTexts = {
  title: 'Sponsorships',
  figures: { requested: 'Requests made', funded: 'Requests funded', sponsored: 'Amount sponsored', allocationsStarted: 'Allocations started' },
  byPurpose: { title: 'Sponsorship requests by purpose', purpose: 'Purpose', requested: 'Requested', funded: 'Funded', sponsored: 'Amount sponsored' },
} as const;
