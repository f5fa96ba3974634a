// The API's messages about funding readiness (issue 28), shown as they are by the web app.

export const fundingErrorTexts = {
  itemDoesNotApply: 'This document is not on your checklist. Finish the questionnaire, or check your answers.',
  documentNotFound: 'Document not found',
  certifiedInFuture: 'The certification date cannot be in the future',
  consentWordingChanged: 'The wording has changed since you opened this page. Read it again and agree once more.',
  appealNotAllowed: 'You can appeal only while your NSFAS status is unsuccessful, within the appeal period.',
  appealAlreadyOpen: 'You already have an appeal waiting for a decision.',
  appealNotFound: 'Appeal not found',
  appealNotOpen: 'This appeal has already been decided or withdrawn.',
  appealDocumentsNotYours: 'Choose supporting documents from your own uploads.',
  learnerNotShared: 'This learner no longer shares their funding readiness with NSFAS.',
  staffNotApproved: 'Your NSFAS account is waiting for an administrator’s approval.',
  sameStatus: 'The learner already has this status.',
} as const;

/** Notifications the learner receives (in-app; the reminder channels of issue 30 reuse them). */
export const fundingNoticeTexts = {
  statusTitle: 'NSFAS status updated',
  statusMessage: (label: string) => `NSFAS set your funding status to “${label}”. See your funding page for what it means.`,
  appealTitle: 'Your NSFAS appeal was decided',
  appealMessage: (upheld: boolean) =>
    upheld ? 'Your appeal was upheld: your NSFAS status is now approved.' : 'Your appeal was dismissed. See the reason on your funding page.',
  invitedTitle: 'A sponsor invited you to ask for funding',
  invitedMessage: (sponsor: string) => `${sponsor} funds learners like you and invites you to ask them for funding.`,
} as const;
