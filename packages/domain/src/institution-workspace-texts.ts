import type { InvitableRole } from './rules/admissions.ts';
import { NOT_PUBLISHED } from './catalogue-texts.ts';

// What admins and institutions read while an institution joins Kusasa and sets itself up (issue 25):
// the account review, the team, contact details, intakes and programmes.

export const accountReviewTexts = {
  title: 'Institution accounts',
  statusLabels: { pending: 'Waiting for review', approved: 'Approved', declined: 'Declined' },
  approve: 'Approve',
  decline: 'Decline',
  pickInstitution: 'Catalogue institution',
  pickInstitutionHint: 'The institution this account works for. Its first user becomes the institution’s lead.',
  reason: 'Reason (sent to the account)',
  reasonRequired: 'Say why the account is declined.',
  institutionRequired: 'Choose the catalogue institution.',
  notFound: 'Institution account not found',
  institutionNotFound: 'Catalogue institution not found',
  alreadyDecided: 'This account was already reviewed.',
  empty: 'No institution accounts with this status.',
  approved: 'The account is approved and linked.',
  declined: 'The account is declined and was told why.',
  approvedSubject: 'Your Kusasa institution account is approved',
  declinedSubject: 'Your Kusasa institution account was not approved',
  approvedMail: (name: string, institution: string, link: string) =>
    `Hello ${name},\n\nAn administrator linked your Kusasa account to ${institution}. You are its lead: you can set up its intakes and programmes and invite colleagues.\n\nSign in and open your dashboard: ${link}`,
  declinedMail: (name: string, reason: string, link: string) =>
    `Hello ${name},\n\nAn administrator did not approve your Kusasa institution account.\n\nReason: ${reason}\n\nIf you think this is a mistake, contact us: ${link}`,
} as const;

export const workspaceStateTexts = {
  pendingTitle: 'Pending review',
  pending:
    'Your institution account is waiting for review. An administrator checks every institution account and links it to its institution before it sees anything. You will get an email when that is done.',
  declinedTitle: 'Not approved',
  declined: 'Your institution account was not approved.',
  declinedReason: 'Reason:',
  approvedAs: (institution: string) => `You work for ${institution}.`,
  decidedThisMonth: (count: number) => `${count} decided this month`,
  programmesOpen: (count: number) => `${count} open for the intake`,
  submittedTotal: (count: number) => `${count} received`,
} as const;

export const invitableRoleLabels: Record<InvitableRole, string> = {
  'decision-maker': 'Decision-maker (reads, comments and decides)',
  reviewer: 'Reviewer (reads and comments)',
};

export const teamTexts = {
  title: 'Team',
  members: 'Colleagues',
  invitations: 'Pending invitations',
  invite: 'Invite a colleague',
  email: 'Email address',
  role: 'Role',
  send: 'Send invitation',
  revoke: 'Revoke',
  remove: 'Remove',
  removeConfirm: (name: string) => `Remove ${name}? They are signed out at once and lose access to your institution.`,
  noInvitations: 'No pending invitations.',
  invited: 'Invitation sent.',
  emailInvalid: 'Enter a valid email address.',
  roleInvalid: 'Choose reviewer or decision-maker.',
  alreadyInvited: 'That email already has a pending invitation.',
  invitationNotFound: 'Invitation not found',
  memberNotFound: 'Colleague not found',
  invitationSubject: (institution: string) => `You are invited to ${institution} on Kusasa`,
  invitationMail: (institution: string, role: string, link: string, days: number) =>
    `Hello,\n\nYou are invited to join ${institution} on Kusasa as ${role}.\n\nSign in with an institution account (or register one with this email address), then open this link within ${days} days to accept:\n${link}\n\nIf you did not expect this invitation, ignore this email.`,
  acceptTitle: 'Join your institution',
  accept: 'Accept invitation',
  accepted: (institution: string) => `You now work for ${institution}.`,
  acceptSignIn: 'Sign in with your institution account first, then open the link again.',
  noToken: 'This page needs the link from your invitation email.',
} as const;

export const setupTexts = {
  title: 'Complete Setup',
  contact: 'Contact details',
  contactName: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  save: 'Save',
  saved: 'Saved.',
  intakes: 'Intakes',
  addIntake: 'Add an intake',
  intakeName: 'Name',
  year: 'Year',
  opensOn: 'Opens on',
  closesOn: 'Closes on',
  fee: 'Application fee (rand, empty for none)',
  open: 'Open for applications',
  noFee: 'No fee',
  notPublished: NOT_PUBLISHED,
  noIntakes: 'No intakes yet. Add the one you take applications for.',
  intakeNotFound: 'Intake not found',
  institutionNotFound: 'Institution not found',
  closesBeforeOpens: 'The closing date must be on or after the opening date.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  yearInvalid: 'Enter a year between 2020 and 2100.',
  feeInvalid: 'Enter the fee in cents, 0 or more, or leave it empty.',
  nameRequired: 'Enter a name.',
  delete: 'Delete',
  edit: 'Edit',
} as const;

export const programmeManagementTexts = {
  title: 'Programmes',
  add: 'Add a programme',
  edit: 'Edit',
  name: 'Name',
  faculty: 'Faculty',
  qualificationType: 'Qualification type',
  duration: 'Duration (years)',
  nqfLevel: 'NQF level (1 to 10)',
  minAps: (unit: string) => `Minimum ${unit}`,
  subjects: 'Subject minimums',
  subjectName: 'Subject',
  minLevel: 'Minimum level (1 to 7)',
  addSubject: 'Add a subject',
  removeSubject: 'Remove',
  places: 'Places',
  openForIntake: 'Open for the intake',
  open: 'Open',
  closed: 'Closed',
  empty: 'No programmes yet. Add the first one.',
  notFound: 'Programme not found',
  institutionNotFound: 'Institution not found',
  loading: 'Loading programmes...',
  nameRequired: 'Enter the programme’s name.',
  qualificationRequired: 'Enter the qualification type.',
  durationInvalid: 'The duration is between 0.5 and 10 years.',
  nqfLevelInvalid: 'The NQF level is a whole number from 1 to 10.',
  minApsInvalid: 'The minimum is a whole number, 0 or more, up to the rule pack’s maximum.',
  placesInvalid: 'Places are a whole number, 0 or more.',
  saved: 'Programme saved.',
  lastUpdated: (date: string) => `Last updated by the institution: ${date}`,
} as const;
