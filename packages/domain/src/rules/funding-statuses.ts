// NSFAS's public application statuses as myNSFAS shows them (issue 28), the appeal reasons NSFAS
// has published, and the consents a learner gives to share their funding readiness.

/** In the order an application usually moves; `unsuccessful` can follow any of the checks. */
export const NSFAS_STATUSES = [
  'submitted',
  'filtering',
  'validation',
  'evaluation',
  'funding-eligibility',
  'awaiting-academic-results',
  'awaiting-registration',
  'approved',
  'signing-of-agreement',
  'payments',
  'unsuccessful',
] as const;
export type NsfasStatus = (typeof NSFAS_STATUSES)[number];

/** Statuses that mean NSFAS has approved funding: an appeal's outcome never moves a learner back from one. */
export const APPROVED_STATUSES: readonly NsfasStatus[] = ['approved', 'signing-of-agreement', 'payments'];
export const isApprovedStatus = (status: string | null) => status !== null && (APPROVED_STATUSES as readonly string[]).includes(status);

/** Grounds NSFAS has said it considers on appeal (household income and academic appeals). */
export const APPEAL_REASONS = [
  'income-below-threshold',
  'income-changed',
  'contributor-died-or-incapacitated',
  'financially-independent',
  'academic-results-incorrect',
  'illness',
  'bereavement',
  'violent-crime',
  'childbirth',
  'sponsor-lost',
  'other',
] as const;
export type AppealReason = (typeof APPEAL_REASONS)[number];

export const APPEAL_STATUSES = ['submitted', 'upheld', 'dismissed', 'withdrawn'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** An appeal is decided either way; `upheld` sets the learner's status to approved. */
export const APPEAL_DECISIONS = ['upheld', 'dismissed'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** Who a learner shares their funding readiness with; each consent is given and revoked on its own. */
export const FUNDING_CONSENT_AUDIENCES = ['nsfas', 'sponsors'] as const;
export type FundingConsentAudience = (typeof FUNDING_CONSENT_AUDIENCES)[number];

/** The wording a learner agrees to; a new wording is a new version, and the record keeps which one. */
export const FUNDING_CONSENT_WORDING: Record<FundingConsentAudience, { version: string; text: string }> = {
  nsfas: {
    version: 'funding-nsfas-2026-11',
    text:
      'I agree that approved NSFAS staff may see my funding readiness on Kusasa: my answers, the outcome and ' +
      'the rule version that produced it, my NSFAS reference and status, and the documents on my NSFAS checklist. ' +
      'I can withdraw this at any time on this page, and it stops at once.',
  },
  sponsors: {
    version: 'funding-sponsors-2026-11',
    text:
      'I agree that sponsors whose funding matches my situation may see my first name, province, the fields I ' +
      'want to study, my institution types, my household income band and my funding outcome, and may invite me ' +
      'to ask them for funding. They never see my ID number, contact details or documents. I can withdraw this ' +
      'at any time on this page, and it stops at once.',
  },
};

/** The kinds of event on a learner's funding timeline. */
export const FUNDING_EVENT_TYPES = [
  'assessed',
  'reference-recorded',
  'status-changed',
  'consent-given',
  'consent-revoked',
  'appeal-submitted',
  'appeal-decided',
  'appeal-withdrawn',
  'sponsor-invited',
] as const;
export type FundingEventType = (typeof FUNDING_EVENT_TYPES)[number];

export const FUNDING_EVENT_ACTORS = ['learner', 'nsfas', 'sponsor', 'system'] as const;
export type FundingEventActor = (typeof FUNDING_EVENT_ACTORS)[number];
