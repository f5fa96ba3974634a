import { describe, it, expect } from 'vitest';
import { fundingAnswersSchema } from './funding-answers.ts';
import type { FundingAnswers } from './funding-answers.ts';
import { CERTIFICATION_VALID_MONTHS, certificationIsStale, certificationValidUntil, fundingChecklist } from './funding-checklist.ts';
import type { FundingDocumentItem } from './funding-checklist.ts';

// Written from ../shared/data/nsfas.md §4: upload only the documents that apply; certified copies
// not older than 3 months [N9][N10].

/** A Grade 12 learner with no offer yet, both parents alive and married, no disability, formal income: nothing conditional applies. */
function answers(over: Partial<FundingAnswers> = {}): FundingAnswers {
  return fundingAnswersSchema.parse({
    citizenship: 'citizen',
    firstQualification: true,
    institutionTypes: ['public-university'],
    inGrade12: true,
    yearStarted: null,
    hasAcceptance: false,
    fieldsOfStudy: [],
    sassaGrant: 'none',
    householdMembers: 4,
    incomeBand: '122001-to-350000',
    informalIncome: false,
    disability: false,
    parentsDeceased: 'none',
    parentsDivorced: false,
    ...over,
  });
}

/** nsfas.md §4 items 1–3: the applicant's ID, household IDs and proof of income. */
const ALWAYS: FundingDocumentItem[] = ['applicant-id', 'household-ids', 'proof-of-income'];

describe('fundingChecklist (nsfas.md §4)', () => {
  it('asks only for items 1–3 when nothing else applies', () => {
    expect(fundingChecklist(answers())).toEqual(ALWAYS);
  });

  it.each<{ name: string; source: string; over: Partial<FundingAnswers>; adds: FundingDocumentItem | null }>([
    {
      name: 'informal income or unemployment',
      source: '§4.4 Affidavit where a parent or guardian earns informally or is unemployed',
      over: { informalIncome: true },
      adds: 'informal-income-affidavit',
    },
    {
      name: 'one parent deceased',
      source: '§4.5 Death certificate(s) where one or both parents have died',
      over: { parentsDeceased: 'one' },
      adds: 'death-certificates',
    },
    {
      name: 'both parents deceased',
      source: '§4.5 Death certificate(s) where one or both parents have died',
      over: { parentsDeceased: 'both' },
      adds: 'death-certificates',
    },
    { name: 'parents divorced', source: '§4.6 Divorce decree where applicable', over: { parentsDivorced: true }, adds: 'divorce-decree' },
    { name: 'a disability', source: '§4.7 Disability Annexure A, for applicants with a disability', over: { disability: true }, adds: 'disability-annexure' },
    {
      name: 'not in Grade 12',
      source: '§4.8 Latest academic record; current Grade 12 learners are exempt',
      over: { inGrade12: false },
      adds: 'academic-record',
    },
    {
      name: 'holds an offer or registration',
      source: '§4.9 Proof of acceptance, where the applicant already has it',
      over: { hasAcceptance: true },
      adds: 'proof-of-acceptance',
    },
    {
      name: 'a SASSA grant (its slip is proof of income)',
      source: '§4.3 Proof of income: ... pension or grant slip',
      over: { sassaGrant: 'child-support' },
      adds: null,
    },
    {
      name: 'a permanent resident continuing student',
      source: '§4 upload only those that apply',
      over: { citizenship: 'permanent-resident', yearStarted: 2024 },
      adds: null,
    },
  ])('$name → adds $adds · nsfas.md $source', ({ over, adds }) => {
    const list = fundingChecklist(answers(over));
    expect(list).toEqual(adds === null ? ALWAYS : [...ALWAYS, adds]);
  });

  it('lists every item, in nsfas.md order, when everything applies', () => {
    const all = answers({ informalIncome: true, parentsDeceased: 'one', parentsDivorced: true, disability: true, inGrade12: false, hasAcceptance: true });
    expect(fundingChecklist(all)).toEqual([
      'applicant-id',
      'household-ids',
      'proof-of-income',
      'informal-income-affidavit',
      'death-certificates',
      'divorce-decree',
      'disability-annexure',
      'academic-record',
      'proof-of-acceptance',
    ]);
  });

  it('leaves out Annexure A and the academic record for a Grade 12 learner without a disability, even with every other condition', () => {
    const list = fundingChecklist(answers({ informalIncome: true, parentsDeceased: 'both', parentsDivorced: true, hasAcceptance: true }));
    expect(list).not.toContain('disability-annexure');
    expect(list).not.toContain('academic-record');
    expect(list).toHaveLength(7);
  });
});

describe('certification not older than 3 months (nsfas.md §4 [N9][N10])', () => {
  it('counts three months', () => {
    expect(CERTIFICATION_VALID_MONTHS).toBe(3);
  });

  it.each([
    ['2026-08-29', '2026-11-29'],
    ['2026-09-01', '2026-12-01'],
    ['2026-10-31', '2027-01-31'],
    ['2026-12-31', '2027-03-31'],
    ['2026-11-30', '2027-02-28'],
    ['2025-11-29', '2026-02-28'],
    ['2027-11-29', '2028-02-29'],
    ['2027-11-30', '2028-02-29'],
    ['2027-05-31', '2027-08-31'],
    ['2026-03-31', '2026-06-30'],
  ])('certified %s is valid until %s', (certifiedOn, until) => {
    expect(certificationValidUntil(certifiedOn)).toBe(until);
  });

  it.each([
    ['2026-08-29', '2026-08-29', false],
    ['2026-08-29', '2026-11-28', false],
    ['2026-08-29', '2026-11-29', false],
    ['2026-08-29', '2026-11-30', true],
    ['2026-08-29', '2027-08-29', true],
    ['2026-11-30', '2027-02-28', false],
    ['2026-11-30', '2027-03-01', true],
    ['2027-11-30', '2028-02-29', false],
    ['2027-11-30', '2028-03-01', true],
  ])('certified %s, on %s: stale %s', (certifiedOn, today, stale) => {
    expect(certificationIsStale(certifiedOn, today)).toBe(stale);
  });
});
