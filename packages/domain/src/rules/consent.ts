// Consents recorded with an account. Each wording has a version: when the wording changes, the
// version changes too, so the record says which text a person agreed to.

/** POPIA section 35: a learner under 18 needs a competent person's (parent or guardian's) consent. */
export const GUARDIAN_CONSENT = {
  version: 'guardian-consent-2026-01',
  text:
    'I am the parent or legal guardian of this learner. I consent to Kusasa processing their personal ' +
    'information (identity, contact, school and application details) to help them apply for study places ' +
    'and funding, as described in the Privacy Policy.',
} as const;
