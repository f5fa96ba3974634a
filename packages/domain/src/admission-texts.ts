import type { ApplicationEventType, DecisionStatus, InstitutionRole, UnsuccessfulReason } from './rules/admissions.ts';

// What learners and institutions read about admissions (issue 25). Learners read plain words
// and what to do next ("unsuccessful", never "rejected"); institutions read the working terms.

export const institutionRoleLabels: Record<InstitutionRole, string> = {
  lead: 'Lead (decides and manages colleagues)',
  'decision-maker': 'Decision-maker (reads, comments and decides)',
  reviewer: 'Reviewer (reads and comments)',
};

export const decisionLabels: Record<DecisionStatus, string> = {
  'under-review': 'Mark as under review',
  approved: 'Approve',
  rejected: 'Unsuccessful',
  'resubmission-required': 'Ask for a resubmission',
};

export const unsuccessfulReasonLabels: Record<UnsuccessfulReason, string> = {
  'aps-below-minimum': 'APS below the programme minimum',
  'subject-requirements-not-met': 'Subject requirements not met',
  'programme-full': 'Programme full',
  'documents-incomplete': 'Documents incomplete or not verified',
  'closing-date-passed': 'Applied after the closing date',
  other: 'Other (see the note)',
};

/** What a learner is told to do next after each reason. */
export const unsuccessfulNextSteps: Record<UnsuccessfulReason, string> = {
  'aps-below-minimum':
    'Your APS was below what this programme asks for. Look at programmes with a lower minimum, at a TVET college, or improve your marks and apply again next year.',
  'subject-requirements-not-met':
    'One of the subjects this programme needs was not at the level asked for. Look for related programmes whose subject requirements you meet.',
  'programme-full': 'The programme had no places left. Apply to another programme or institution while applications are still open.',
  'documents-incomplete': 'Your documents were incomplete or could not be verified. Check your documents, then apply to other programmes that are still open.',
  'closing-date-passed': 'The application arrived after the closing date. Look for institutions that are still open or that take late applications.',
  other: 'Read the institution’s note below. You can still apply to other programmes that are open.',
};

/** The learner's words for each status, on their timeline and in messages. */
export const learnerStatusLabels = {
  draft: 'Draft',
  submitted: 'Submitted',
  'under-review': 'Under Review',
  approved: 'Approved',
  rejected: 'Unsuccessful',
  'resubmission-required': 'Resubmission Required',
  withdrawn: 'Withdrawn',
} as const;

export const eventLabels: Record<ApplicationEventType, string> = {
  submitted: 'Application submitted',
  viewed: 'Opened by the institution',
  'status-changed': 'Status changed',
  resubmitted: 'Application resubmitted',
  withdrawn: 'Application withdrawn',
  'documents-requested': 'Documents requested',
};

/** The notification (bell and mail) a learner gets when an institution decides. */
export const decisionNotices: Record<DecisionStatus, { title: string; message: (institution: string, programme: string) => string }> = {
  'under-review': {
    title: 'Application under review',
    message: (institution, programme) => `${institution} is now reviewing your application for ${programme}. We will tell you as soon as they decide.`,
  },
  approved: {
    title: 'Application approved',
    message: (institution, programme) =>
      `Good news: ${institution} approved your application for ${programme}. Open the application to see any condition and what comes next.`,
  },
  rejected: {
    title: 'Application unsuccessful',
    message: (institution, programme) =>
      `${institution} did not offer you a place in ${programme}. Open the application to read why and what you can do next: there are other programmes still open.`,
  },
  'resubmission-required': {
    title: 'Resubmission required',
    message: (institution, programme) => `${institution} asked you to fix something in your application for ${programme}. Open it to see what, then resubmit.`,
  },
};

export const admissionTexts = {
  notYourInstitution: 'Application not found',
  cannotDecide: 'Your role can read and comment, not decide. Ask a decision-maker.',
  cannotManageTeam: 'Only your institution’s lead can manage colleagues and integrations.',
  notApproved: 'Your institution account is waiting for approval. You will get an email when an admin has linked it to your institution.',
  declined: 'Your institution account was not approved.',
  invalidTransition: 'This application cannot move to that status from where it is now.',
  reasonRequired: 'Choose why the application was unsuccessful.',
  noteRequired: 'Say what the learner needs to fix.',
  cannotResubmit: 'Only an application the institution sent back can be resubmitted.',
  cannotWithdraw: 'This application can no longer be withdrawn.',
  invitationUnusable: 'This invitation link is not valid any more. Ask your institution’s lead for a new one.',
  alreadyMember: 'That person already works with an institution on Kusasa.',
  lastLead: 'An institution needs its lead: you cannot remove yourself.',
  apiKeyInvalid: 'The API key is missing, unknown or revoked.',
  idempotencyConflict: 'This Idempotency-Key was already used with a different request.',
  rateLimited: 'Too many API calls this hour for your partner tier. Try again later.',
  cursorInvalid: 'The cursor is not one this API gave out.',
  webhookUrlHttps: 'A webhook address must start with https://',
} as const;
