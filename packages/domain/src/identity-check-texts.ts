import type { IdentityCheck } from './schemas/identity-check.ts';

// What each identity check says it checked (issue 32), on every screen that shows verification,
// and the admin's check by hand from a certified ID copy in the documents queue.

export const identityCheckTexts = {
  labels: {
    'id-number-format': 'ID number checked (format and date of birth)',
    bureau: 'Verified with Home Affairs through {bureau}',
    manual: 'Verified by Kusasa from a certified ID copy',
  },
  notVerified: 'Identity not verified',
  /** Beside the label where a screen names its facts. */
  heading: 'Identity check',
  /** An account an operator made (staff, sponsors, institutions): no identity check applies. */
  noneForOperatorMade: 'No identity check (not a learner)',
  manual: {
    action: 'Verify identity',
    confirmTitle: (learner: string) => `Verify ${learner}’s identity?`,
    confirmBody:
      'Only if this is a certified copy of the learner’s ID and its name, surname and ID number match their account. Institutions, sponsors and NSFAS will see “Verified by Kusasa from a certified ID copy”.',
    confirm: 'Yes, verify identity',
    cancel: 'Cancel',
    failed: 'The identity could not be verified. Please try again.',
    done: 'Identity verified from the certified ID copy.',
    notIdDocument: 'Only an ID document can verify a learner’s identity.',
    notLearner: 'Only a learner’s identity can be verified from their documents.',
    rejectedCopy: 'This ID copy was rejected: it cannot verify the learner’s identity.',
    alreadyByBureau: 'This learner’s identity was already verified with Home Affairs.',
    alreadyManual: 'This learner’s identity was already verified from a certified ID copy.',
    learnerTitle: 'Identity verified',
    learnerMessage: 'Kusasa verified your identity from your certified ID copy.',
  },
} as const;

/** The exact words for a passed check; `identityCheckTexts.notVerified` for none. */
export function identityCheckLabel(check: Pick<IdentityCheck, 'method' | 'bureau'> | null): string {
  if (!check) return identityCheckTexts.notVerified;
  if (check.method === 'bureau') return identityCheckTexts.labels.bureau.replace('{bureau}', check.bureau ?? 'a verification bureau');
  return identityCheckTexts.labels[check.method];
}
