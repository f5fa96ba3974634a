import type { FundingAnswers } from './funding-answers.ts';

// The NSFAS document checklist (issue 28): only the documents that apply to the learner's answers,
// as `../shared/data/nsfas.md` section 4 lists them [N9][N10]. Copies must be certified, and a
// certification older than three months is not accepted.

export const FUNDING_DOCUMENT_ITEMS = [
  'applicant-id',
  'household-ids',
  'proof-of-income',
  'informal-income-affidavit',
  'death-certificates',
  'divorce-decree',
  'disability-annexure',
  'academic-record',
  'proof-of-acceptance',
] as const;
export type FundingDocumentItem = (typeof FUNDING_DOCUMENT_ITEMS)[number];

/** Certified copies older than this many calendar months are refused [N9][N10]. */
export const CERTIFICATION_VALID_MONTHS = 3;

/** The items that apply to these answers, in the order nsfas.md lists them. */
export function fundingChecklist(answers: FundingAnswers): FundingDocumentItem[] {
  const applies: Record<FundingDocumentItem, boolean> = {
    'applicant-id': true,
    'household-ids': true,
    'proof-of-income': true,
    'informal-income-affidavit': answers.informalIncome,
    'death-certificates': answers.parentsDeceased !== 'none',
    'divorce-decree': answers.parentsDivorced,
    'disability-annexure': answers.disability,
    'academic-record': !answers.inGrade12,
    'proof-of-acceptance': answers.hasAcceptance,
  };
  return FUNDING_DOCUMENT_ITEMS.filter((item) => applies[item]);
}

/** The last SA calendar day (YYYY-MM-DD) a copy certified on `certifiedOn` is accepted: three calendar months on, clamped to the month's end. */
export function certificationValidUntil(certifiedOn: string): string {
  const [year, month, day] = certifiedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + CERTIFICATION_VALID_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** True when a copy certified on `certifiedOn` is older than three months on SA date `today`. */
export function certificationIsStale(certifiedOn: string, today: string): boolean {
  return certificationValidUntil(certifiedOn) < today;
}
