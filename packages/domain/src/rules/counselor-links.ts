// Counselors' caseloads (issue 29): what a learner lets their school's counselor see, the
// wording they agree to, and how long the link lasts. The learner chooses; the server enforces.

/** What a counselor may see of a linked learner, each chosen by the learner. */
export const COUNSELOR_SCOPES = ['journey', 'documents', 'marks', 'applications', 'funding'] as const;
export type CounselorScope = (typeof COUNSELOR_SCOPES)[number];

export const counselorScopeLabels: Record<CounselorScope, { label: string; detail: string }> = {
  journey: { label: 'Journey steps', detail: 'Which steps of your journey are done (profile, documents, applications).' },
  documents: { label: 'Documents’ status', detail: 'Which documents you uploaded and whether they are verified; never the files.' },
  marks: { label: 'Marks and APS', detail: 'Your subject marks and APS score.' },
  applications: { label: 'Applications and decisions', detail: 'Where you applied, the status and the institutions’ decisions.' },
  funding: { label: 'Funding readiness', detail: 'Your NSFAS funding check’s outcome and checklist progress.' },
};

/** The wording a learner agrees to when linking; a new wording is a new version. */
export const COUNSELOR_LINK_WORDING = {
  version: 'counselor-link-2026-11',
  text:
    'I let this counselor see the parts of my Kusasa account I ticked, until the end date shown, to help me ' +
    'apply for study places and funding. They can write notes to me. I can stop this at any time on my ' +
    'Counselor page, and it stops at once.',
} as const;

/** A counselor's code: KC- and six letters or digits without look-alikes (no 0/O, 1/I/L). */
export const COUNSELOR_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COUNSELOR_CODE_PATTERN = /^KC-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
export const normaliseCounselorCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

/** EMIS numbers (the Department of Basic Education's school numbers) are digits; provinces use 6 to 12. */
export const EMIS_PATTERN = /^\d{6,12}$/;

/**
 * The default last day of a link: the end of the school's academic year, 31 December of the SA
 * year `today` falls in (YYYY-MM-DD). The learner may choose another day, up to `MAX_LINK_DAYS` on.
 */
export function defaultLinkEnd(today: string): string {
  return `${today.slice(0, 4)}-12-31`;
}
export const MAX_LINK_DAYS = 400;

/** True when a link ending on `endsOn` (inclusive, an SA date) still holds on `today`. */
export const linkIsCurrent = (endsOn: string, today: string) => today <= endsOn;

/** Notes and nudges: at most this long, and a nudge reaches at most this many learners at once. */
export const COUNSELOR_NOTE_MAX = 2000;
export const NUDGE_MAX_LEARNERS = 200;
