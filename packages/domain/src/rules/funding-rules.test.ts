import { describe, it, expect } from 'vitest';
import { fundingAnswersSchema, incomeBandOf, SASSA_GRANTS } from './funding-answers.ts';
import type { FundingAnswers, IncomeBand } from './funding-answers.ts';
import { assessFunding, FUNDING_RULE_SETS, incomeLimitFor, NSFAS_SOURCES, ruleSetFor } from './funding-rules.ts';
import type { FundingOutcome, FundingReasonCode, FundingRuleSet } from './funding-rules.ts';

// Every expectation below is written from ../shared/data/nsfas.md, not from the rule code: each
// case names the nsfas.md line it comes from, and a case fails where the code disagrees with it.

const S = {
  general: 'nsfas.md §1: Combined gross household income, general ≤ R350,000 per year [N3][N4][N5]',
  disability: 'nsfas.md §1: Combined gross household income, persons with disabilities ≤ R600,000 per year [N3][N4][N5]',
  sassa: 'nsfas.md §1: SASSA grant recipients: financially eligible on that basis (no income test), but must still apply [N3][N4]',
  srd: 'nsfas.md §1: Exception: the SASSA COVID-19 SRD grant is excluded from the "SASSA recipient" route [N5]',
  legacy: 'nsfas.md §1: Legacy rule for students who started studying before 2018: household income ≤ R122,000 per year [N4][N5]',
  citizen: 'nsfas.md §2: Citizenship: South African citizens [N3]',
  resident: 'nsfas.md §2: Careers Portal reports that permanent residents can now apply as well [N3]',
  institution: 'nsfas.md §2: Institution: a public university or public TVET college; private colleges are not funded [N3][N7]',
  qualification: 'nsfas.md §2: Qualification: NSFAS funds a first undergraduate qualification, not second degrees [N3][N5][N7]',
  age: 'nsfas.md §2: Age: no age limit [N3]',
  continuing: 'nsfas.md §2: Continuing students: funding continues only while academic-progression rules are met [N8]',
} as const;

type Over = Partial<Omit<FundingAnswers, 'incomeBand'>> & { income?: number | 'not-sure' };

/** A citizen applying for a first qualification at a public university, R200,000 a year, nothing else: likely. */
function answers({ income = 200_000, ...over }: Over = {}): FundingAnswers {
  const incomeBand: IncomeBand = income === 'not-sure' ? 'not-sure' : incomeBandOf(income);
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
    incomeBand,
    informalIncome: false,
    disability: false,
    parentsDeceased: 'none',
    parentsDivorced: false,
    ...over,
  });
}

type Codes = FundingReasonCode[];
/** name, nsfas.md source, answers, expected outcome, reasons present, reasons absent, the limit (rand) the income reason carries. */
type Case = [name: string, source: string, over: Over, outcome: FundingOutcome, has: Codes, lacks?: Codes, limit?: number];

const OTHER_GRANTS = SASSA_GRANTS.filter((grant) => grant !== 'none' && grant !== 'srd');
const WITHIN: Codes = ['income-within-limit'];
const ABOVE: Codes = ['income-above-limit'];
const UNKNOWN: Codes = ['income-unknown'];

const cases: Case[] = [
  ['income R0', S.general, { income: 0 }, 'likely', WITHIN, [], 350_000],
  ['income R122,000, not a pre-2018 starter', S.general, { income: 122_000 }, 'likely', WITHIN, ['legacy-limit'], 350_000],
  ['income exactly R350,000', S.general, { income: 350_000 }, 'likely', WITHIN, [], 350_000],
  ['income R350,001, no disability', S.general, { income: 350_001 }, 'unlikely', ABOVE, [], 350_000],
  ['income R600,000, no disability', S.general, { income: 600_000 }, 'unlikely', ABOVE],
  ['income R600,001, no disability', S.general, { income: 600_001 }, 'unlikely', ABOVE],
  ["income 'not-sure'", S.general, { income: 'not-sure' }, 'maybe', UNKNOWN, WITHIN],
  ['disability, R350,000', S.disability, { disability: true, income: 350_000 }, 'likely', ['disability-limit', ...WITHIN], [], 600_000],
  ['disability, R350,001', S.disability, { disability: true, income: 350_001 }, 'likely', ['disability-limit', ...WITHIN], [], 600_000],
  ['disability, exactly R600,000', S.disability, { disability: true, income: 600_000 }, 'likely', WITHIN, [], 600_000],
  ['disability, R600,001', S.disability, { disability: true, income: 600_001 }, 'unlikely', ABOVE, [], 600_000],
  ["disability, 'not-sure'", S.disability, { disability: true, income: 'not-sure' }, 'maybe', UNKNOWN],
  ...OTHER_GRANTS.map((grant): Case => [
    `${grant} grant, R600,001 (no income test)`,
    S.sassa,
    { sassaGrant: grant, income: 600_001 },
    'likely',
    ['sassa-grant'],
    [...ABOVE, 'srd-not-counted'],
  ]),
  ["child-support grant, 'not-sure'", S.sassa, { sassaGrant: 'child-support', income: 'not-sure' }, 'likely', ['sassa-grant'], UNKNOWN],
  ['SRD grant only, R350,001', S.srd, { sassaGrant: 'srd', income: 350_001 }, 'unlikely', ['srd-not-counted', ...ABOVE], ['sassa-grant'], 350_000],
  ['SRD grant only, R600,001', S.srd, { sassaGrant: 'srd', income: 600_001 }, 'unlikely', ABOVE, ['sassa-grant']],
  ['SRD grant only, R350,000 (income test passes)', S.srd, { sassaGrant: 'srd', income: 350_000 }, 'likely', WITHIN, ['sassa-grant'], 350_000],
  ["SRD grant only, 'not-sure'", S.srd, { sassaGrant: 'srd', income: 'not-sure' }, 'maybe', UNKNOWN, ['sassa-grant']],
  ['started 2017, R122,000', S.legacy, { yearStarted: 2017, income: 122_000 }, 'maybe', ['legacy-limit', ...WITHIN, 'continuing-student'], [], 122_000],
  ['started 2017, R122,001', S.legacy, { yearStarted: 2017, income: 122_001 }, 'unlikely', ['legacy-limit', ...ABOVE], [], 122_000],
  ['started 2017, R350,000', S.legacy, { yearStarted: 2017, income: 350_000 }, 'unlikely', ['legacy-limit', ...ABOVE], [], 122_000],
  ["started 2017, 'not-sure'", S.legacy, { yearStarted: 2017, income: 'not-sure' }, 'maybe', ['legacy-limit', ...UNKNOWN]],
  ['started 2018 (not before 2018), R350,000', S.legacy, { yearStarted: 2018, income: 350_000 }, 'maybe', WITHIN, ['legacy-limit'], 350_000],
  ['started 2018, R350,001', S.legacy, { yearStarted: 2018, income: 350_001 }, 'unlikely', ABOVE, ['legacy-limit'], 350_000],
  ['started 2024, R200,000', S.continuing, { yearStarted: 2024 }, 'maybe', ['continuing-student', ...WITHIN]],
  ['citizen', S.citizen, {}, 'likely', ['citizen', 'first-qualification', 'public-institution', ...WITHIN]],
  ['permanent resident', S.resident, { citizenship: 'permanent-resident' }, 'maybe', ['permanent-resident'], ['citizen']],
  ['neither citizen nor permanent resident', S.citizen, { citizenship: 'other' }, 'unlikely', ['not-citizen']],
  ['neither, with a SASSA grant', S.citizen, { citizenship: 'other', sassaGrant: 'child-support' }, 'unlikely', ['not-citizen']],
  ['private college only', S.institution, { institutionTypes: ['private-college'] }, 'unlikely', ['private-only'], ['public-institution']],
  [
    'private college only, permanent resident',
    S.institution,
    { citizenship: 'permanent-resident', institutionTypes: ['private-college'] },
    'unlikely',
    ['private-only'],
  ],
  [
    'private plus public university',
    S.institution,
    { institutionTypes: ['private-college', 'public-university'] },
    'likely',
    ['public-institution', 'private-not-funded'],
    ['private-only'],
  ],
  ['private plus public TVET', S.institution, { institutionTypes: ['public-tvet', 'private-college'] }, 'likely', ['private-not-funded'], ['private-only']],
  ['public TVET only', S.institution, { institutionTypes: ['public-tvet'] }, 'likely', ['public-institution'], ['private-not-funded']],
  ['second qualification', S.qualification, { firstQualification: false }, 'unlikely', ['second-qualification'], ['first-qualification']],
  [
    'second qualification, with a SASSA grant',
    S.qualification,
    { firstQualification: false, sassaGrant: 'older-persons' },
    'unlikely',
    ['second-qualification'],
  ],
  ['a 2026 starter of any age (not begun yet)', S.age, { yearStarted: null, inGrade12: false }, 'likely', ['citizen'], ['continuing-student']],
];

describe('assessFunding, from nsfas.md', () => {
  const titled = cases.map((row): [string, Case] => [`${row[0]} → ${row[3]} · ${row[1]}`, row]);
  it.each(titled)('%s', (_title, [, , over, outcome, has, lacks = [], limit]) => {
    const result = assessFunding(answers(over));
    const codes = result.reasons.map((reason) => reason.code);
    expect(result.outcome).toBe(outcome);
    expect(result.ruleVersion).toBe('nsfas-2026.1');
    expect(codes).toEqual(expect.arrayContaining(has));
    for (const code of lacks) expect(codes).not.toContain(code);
    if (limit !== undefined) {
      const income = result.reasons.find((reason) => reason.code.startsWith('income-'));
      expect(income?.limitRand).toBe(limit);
    }
  });

  it(`asks no age: the answers have no age or birth date field · ${S.age}`, () => {
    const fields = Object.keys(fundingAnswersSchema.shape);
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((field) => /^age|Age$|birth|dob/i.test(field))).toEqual([]);
    const withAge = fundingAnswersSchema.parse({ ...answers(), age: 67, dateOfBirth: '1959-01-01' });
    expect(withAge).not.toHaveProperty('age');
    expect(assessFunding(withAge)).toEqual(assessFunding(answers()));
  });

  it('cites only known sources on every reason', () => {
    const all = cases.flatMap(([, , over]) => assessFunding(answers(over)).reasons);
    const cited = new Set(all.flatMap((reason) => reason.sources));
    expect([...cited].filter((id) => !(id in NSFAS_SOURCES))).toEqual([]);
    expect(all.every((reason) => reason.sources.length > 0)).toBe(true);
  });
});

describe('incomeBandOf and incomeLimitFor', () => {
  it.each<[number, IncomeBand, string]>([
    [0, 'up-to-122000', S.legacy],
    [122_000, 'up-to-122000', S.legacy],
    [122_001, '122001-to-350000', S.legacy],
    [350_000, '122001-to-350000', S.general],
    [350_001, '350001-to-600000', S.general],
    [600_000, '350001-to-600000', S.disability],
    [600_001, 'above-600000', S.disability],
  ])('R%i falls in %s · %s', (amount, band) => {
    expect(incomeBandOf(amount)).toBe(band);
  });

  const set = ruleSetFor('2026-11-29');
  it.each<[boolean, number | null, number, FundingReasonCode | null, string]>([
    [false, null, 350_000, null, S.general],
    [false, 2018, 350_000, null, S.legacy],
    [true, null, 600_000, 'disability-limit', S.disability],
    [true, 2020, 600_000, 'disability-limit', S.disability],
    [false, 2017, 122_000, 'legacy-limit', S.legacy],
    [false, 1990, 122_000, 'legacy-limit', S.legacy],
  ])('disability %s, started %s → limit R%i (%s) · %s', (disability, yearStarted, limitRand, code) => {
    expect(incomeLimitFor({ disability, yearStarted }, set)).toEqual({ limitRand, code });
  });
});

describe('ruleSetFor', () => {
  it('decides the 2026 cycle (opened 16 Sep 2025, nsfas.md §5) with nsfas-2026.1 and its thresholds', () => {
    const set = ruleSetFor('2025-09-16');
    expect(set).toMatchObject({ version: 'nsfas-2026.1', effectiveFrom: '2025-09-16', generalIncomeLimitRand: 350_000, disabilityIncomeLimitRand: 600_000 });
    expect(set).toMatchObject({ legacyIncomeLimitRand: 122_000, legacyBeforeYear: 2018, grantsNotCounted: ['srd'] });
    expect(ruleSetFor('2026-11-29').version).toBe('nsfas-2026.1');
    expect(assessFunding(answers(), set).ruleVersion).toBe('nsfas-2026.1');
  });

  it('falls back to the newest set before the first effectiveFrom', () => {
    expect(ruleSetFor('2025-09-15')).toBe(FUNDING_RULE_SETS[FUNDING_RULE_SETS.length - 1]);
  });

  it('picks the set in force on each side of a boundary, inclusive of both ends', () => {
    const base = FUNDING_RULE_SETS[0]!;
    const sets: FundingRuleSet[] = [
      { ...base, version: 'nsfas-2025.1', effectiveFrom: '2024-09-20', effectiveTo: '2025-09-15' },
      { ...base, version: 'nsfas-2026.1', effectiveFrom: '2025-09-16', effectiveTo: null },
    ];
    expect(ruleSetFor('2024-09-20', sets).version).toBe('nsfas-2025.1');
    expect(ruleSetFor('2025-09-15', sets).version).toBe('nsfas-2025.1');
    expect(ruleSetFor('2025-09-16', sets).version).toBe('nsfas-2026.1');
    expect(ruleSetFor('2024-09-19', sets).version).toBe('nsfas-2026.1');
    expect(assessFunding(answers(), ruleSetFor('2025-01-31', sets)).ruleVersion).toBe('nsfas-2025.1');
  });
});
