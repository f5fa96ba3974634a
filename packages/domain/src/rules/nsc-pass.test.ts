import { describe, it, expect } from 'vitest';
import { nscPassType, nscShortfallMessage, passTypeAtLeast } from './nsc-pass.ts';
import type { NscPassResult, NscPassShortfall, NscPassType } from './nsc-pass.ts';

type Row = [subject: string, mark: number];
const marks = (rows: Row[]) => rows.map(([subject, mark]) => ({ subject, mark }));

const cases: { name: string; rows: Row[]; expected: NscPassResult }[] = [
  {
    name: "Bachelor's pass: five 20-credit subjects at 50%+",
    rows: [
      ['English Home Language', 68],
      ['Afrikaans First Additional Language', 72],
      ['Mathematics', 61],
      ['Physical Sciences', 55],
      ['Life Sciences', 74],
      ['Geography', 49],
      ['Life Orientation', 85],
    ],
    expected: { passType: 'bachelor', missing: [] },
  },
  {
    name: "Bachelor's pass at the boundary: exactly four subjects at 50%",
    rows: [
      ['English Home Language', 50],
      ['Mathematics', 50],
      ['Physical Sciences', 50],
      ['Life Sciences', 50],
      ['Geography', 35],
      ['Afrikaans First Additional Language', 32],
      ['Life Orientation', 90],
    ],
    expected: { passType: 'bachelor', missing: [] },
  },
  {
    name: 'Life Orientation does not count as one of the four',
    rows: [
      ['English Home Language', 50],
      ['Mathematics', 50],
      ['Physical Sciences', 50],
      ['Life Sciences', 45],
      ['Geography', 35],
      ['Afrikaans First Additional Language', 32],
      ['Life Orientation', 90],
    ],
    expected: { passType: 'diploma', missing: [{ kind: 'subjects_at_level', minMark: 50, needed: 4, have: 3 }] },
  },
  {
    name: 'Diploma pass: five at 40%+, two at 50%+',
    rows: [
      ['English Home Language', 55],
      ['isiZulu First Additional Language', 45],
      ['Mathematics', 42],
      ['Physical Sciences', 48],
      ['Life Sciences', 51],
      ['Geography', 38],
      ['Life Orientation', 70],
    ],
    expected: { passType: 'diploma', missing: [{ kind: 'subjects_at_level', minMark: 50, needed: 4, have: 2 }] },
  },
  {
    name: 'Higher Certificate pass: English at 30%+, only two 20-credit subjects at 40%+',
    rows: [
      ['English Home Language', 45],
      ['isiXhosa First Additional Language', 40],
      ['Mathematics', 35],
      ['Physical Sciences', 33],
      ['Life Sciences', 38],
      ['Geography', 30],
      ['Life Orientation', 60],
    ],
    expected: { passType: 'higher_certificate', missing: [{ kind: 'subjects_at_level', minMark: 40, needed: 4, have: 2 }] },
  },
  {
    name: 'NSC only: the one failed subject is English, the language of teaching',
    rows: [
      ['isiZulu Home Language', 70],
      ['English First Additional Language', 25],
      ['Mathematics', 45],
      ['Physical Sciences', 35],
      ['Life Sciences', 35],
      ['Geography', 35],
      ['Life Orientation', 50],
    ],
    expected: { passType: 'nsc', missing: [{ kind: 'language_of_teaching' }] },
  },
  {
    name: 'no pass: no Home Language at 40%',
    rows: [
      ['isiZulu Home Language', 38],
      ['English First Additional Language', 70],
      ['Mathematics', 60],
      ['Physical Sciences', 60],
      ['Life Sciences', 60],
      ['Geography', 60],
      ['Life Orientation', 60],
    ],
    expected: { passType: 'none', missing: [{ kind: 'home_language' }] },
  },
  {
    name: 'no pass: only two subjects at 40%',
    rows: [
      ['English Home Language', 45],
      ['isiZulu First Additional Language', 35],
      ['Mathematics', 30],
      ['Physical Sciences', 32],
      ['Life Sciences', 39],
      ['Geography', 41],
      ['Life Orientation', 38],
    ],
    expected: { passType: 'none', missing: [{ kind: 'subjects_at_40', needed: 3, have: 2 }] },
  },
  {
    name: 'no pass: two subjects failed',
    rows: [
      ['English Home Language', 60],
      ['Afrikaans First Additional Language', 55],
      ['Mathematics', 25],
      ['Physical Sciences', 28],
      ['Life Sciences', 50],
      ['Geography', 45],
      ['Life Orientation', 70],
    ],
    expected: {
      passType: 'none',
      missing: [
        { kind: 'subjects_at_30', needed: 6, have: 5 },
        { kind: 'too_many_failed', failed: 2 },
      ],
    },
  },
  {
    name: 'no pass: nine subjects, seven passed, but two failed',
    rows: [
      ['English Home Language', 60],
      ['Afrikaans First Additional Language', 60],
      ['Mathematics', 60],
      ['Physical Sciences', 60],
      ['Life Sciences', 60],
      ['Geography', 60],
      ['Life Orientation', 60],
      ['Accounting', 20],
      ['History', 10],
    ],
    expected: { passType: 'none', missing: [{ kind: 'too_many_failed', failed: 2 }] },
  },
  {
    name: 'no marks at all',
    rows: [],
    expected: {
      passType: 'none',
      missing: [{ kind: 'home_language' }, { kind: 'subjects_at_40', needed: 3, have: 0 }, { kind: 'subjects_at_30', needed: 6, have: 0 }],
    },
  },
  {
    name: 'a subject entered twice counts once, with its higher mark; names are matched without case',
    rows: [
      ['English Home Language', 20],
      ['english home language', 68],
      ['Afrikaans First Additional Language', 72],
      ['Mathematics', 61],
      ['Physical Sciences', 55],
      ['Life Sciences', 74],
      ['Geography', 49],
      ['life orientation', 85],
    ],
    expected: { passType: 'bachelor', missing: [] },
  },
  {
    name: 'a duplicated Life Orientation does not become a 20-credit subject',
    rows: [
      ['English Home Language', 50],
      ['Mathematics', 50],
      ['Physical Sciences', 50],
      ['Geography', 45],
      ['Life Sciences', 45],
      ['Afrikaans First Additional Language', 40],
      ['Life Orientation', 90],
      ['Life Orientation', 95],
    ],
    expected: { passType: 'diploma', missing: [{ kind: 'subjects_at_level', minMark: 50, needed: 4, have: 3 }] },
  },
];

describe('nscPassType', () => {
  it.each(cases)('$name', ({ rows, expected }) => {
    expect(nscPassType(marks(rows))).toEqual(expected);
  });
});

describe('nscShortfallMessage', () => {
  it.each<[NscPassShortfall, string]>([
    [{ kind: 'home_language' }, 'Needs 40% or more in a Home Language'],
    [{ kind: 'subjects_at_40', needed: 3, have: 2 }, 'Needs 40% or more in 3 subjects, one of them a Home Language (you have 2)'],
    [{ kind: 'subjects_at_30', needed: 6, have: 5 }, 'Needs 30% or more in 6 subjects (you have 5)'],
    [{ kind: 'too_many_failed', failed: 2 }, 'Only one subject may be below 30% (you have 2)'],
    [{ kind: 'language_of_teaching' }, 'Needs 30% or more in English or Afrikaans (Home or First Additional Language)'],
    [{ kind: 'subjects_at_level', minMark: 50, needed: 4, have: 3 }, 'Needs 50% or more in 4 subjects other than Life Orientation (you have 3)'],
  ])('%j', (shortfall, message) => {
    expect(nscShortfallMessage(shortfall)).toBe(message);
  });
});

describe('passTypeAtLeast', () => {
  it.each<[NscPassType, NscPassType, boolean]>([
    ['bachelor', 'diploma', true],
    ['diploma', 'diploma', true],
    ['higher_certificate', 'diploma', false],
    ['none', 'nsc', false],
    ['nsc', 'none', true],
  ])('%s satisfies %s: %s', (passType, needed, expected) => {
    expect(passTypeAtLeast(passType, needed)).toBe(expected);
  });
});
