// POPIA section 35: a child's personal information is processed with the consent of a competent
// person. A learner under 18 gives a parent's or guardian's details; that person confirms by a
// link sent to them, and until they do, nothing about the learner leaves Kusasa.

export const GUARDIAN_RELATIONSHIPS = ['parent', 'grandparent', 'legal-guardian', 'foster-parent', 'other-family'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

export const GUARDIAN_RELATIONSHIP_LABELS: Record<GuardianRelationship, string> = {
  parent: 'Parent',
  grandparent: 'Grandparent',
  'legal-guardian': 'Legal guardian',
  'foster-parent': 'Foster parent',
  'other-family': 'Other family member who cares for the learner',
};

/** pending: the link was sent and not answered; declined and withdrawn stop all sharing. */
export const GUARDIAN_CONSENT_STATUSES = ['pending', 'confirmed', 'declined', 'withdrawn'] as const;
export type GuardianConsentStatus = (typeof GUARDIAN_CONSENT_STATUSES)[number];

/** The wording the guardian confirms; a new wording gets a new version, stored with each answer. */
export const GUARDIAN_CONSENT = {
  version: 'guardian-consent-2026-11',
  text:
    'I am the parent or legal guardian of this learner. I consent to Kusasa processing their personal ' +
    'information as listed on this page, and sharing it with the institutions, sponsors, counselors and ' +
    'NSFAS the learner chooses, to help them apply for study places and funding, as described in the ' +
    'Privacy Policy. I can withdraw this consent at any time from this page.',
} as const;

/** What Kusasa holds about the learner, and why: shown to the guardian before they answer. */
export const GUARDIAN_HOLDINGS: readonly { what: string; why: string }[] = [
  { what: 'Name, ID number, gender and date of birth', why: 'to check who the learner is and fill in application forms' },
  { what: 'Phone number, email and home address', why: 'to contact the learner and for institutions that ask for them' },
  { what: 'School, subjects and marks', why: 'to work out their APS and which programmes they qualify for' },
  { what: 'Documents they upload (ID copy, results, proof of residence)', why: 'to attach to applications and funding requests' },
  { what: 'Applications, funding answers and household income band', why: 'to send applications and check NSFAS and sponsor funding' },
  { what: 'Questions asked to Thandi, the assistant', why: 'to answer them and improve the answers' },
];

/** Who receives the learner's information once the guardian confirms, and only when the learner chooses. */
export const GUARDIAN_SHARED_WITH: readonly string[] = [
  'Institutions the learner applies to',
  'Sponsors the learner asks for funding, or who invite them',
  'Counselors the learner links with',
  'NSFAS, when the learner shares their funding readiness',
];

/** Whether a learner's information may leave Kusasa: no guardian needed, the guardian confirmed, or the learner has turned 18. */
export function sharingAllowed(status: GuardianConsentStatus | null, adultOn: string | null, today: string): boolean {
  if (status === null || status === 'confirmed') return true;
  return adultOn !== null && adultOn <= today;
}

/** The day a learner born on `dateOfBirth` (YYYY-MM-DD) turns 18; 29 February gives 28 February, as the database's date arithmetic does. */
export function eighteenthBirthday(dateOfBirth: string): string {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + 18, month - 1, day));
  const overflowed = date.getUTCMonth() !== month - 1;
  return (overflowed ? new Date(Date.UTC(year + 18, month, 0)) : date).toISOString().slice(0, 10);
}
