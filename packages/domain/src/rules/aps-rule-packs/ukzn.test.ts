import { describe, it, expect } from 'vitest';
import { kznCaoPack, ukznPack } from './ukzn.ts';
import { type Row, marks, pointsOf, strong, workedExample } from './sample-marks.test-support.ts';

const pointsFor = pointsOf(ukznPack);

// UKZN's APS document, "Calculation of APS for National Senior Certificate (NSC-Deg) results"
// (https://studymode.com/essays/Aps-Calulation-For-Ukzn-935034.html), Table 1 and its example.
// The example gives levels, not marks: HL 5, FAL 6, LO 4, Mathematics 5, Accounting 6, Business
// Studies 6, Computer Applications Technology 7 -> "Total APS 35" (LO 0). The marks below sit in
// those bands (CAT at 85%: 80-89% is 7 points on UKZN's table).
const ukznExample: Row[] = [
  ['isiZulu Home Language', 65],
  ['English First Additional Language', 75],
  ['Life Orientation', 55],
  ['Mathematics', 62],
  ['Accounting', 72],
  ['Business Studies', 78],
  ['Computer Applications Technology', 85],
];
// Eight subjects (LO aside): English 72 (6), Mathematical Literacy 52 (4) and the best four others
// History 95 (8), Geography 91 (8), Tourism 88 (7), isiZulu 85 (7) -> 40; Life Sciences 80 (7) is the
// fifth other and is left out, although it beats both English and Mathematical Literacy.
const eightSubjects: Row[] = [
  ['isiZulu Home Language', 85],
  ['English First Additional Language', 72],
  ['Mathematical Literacy', 52],
  ['History', 95],
  ['Geography', 91],
  ['Tourism', 88],
  ['Life Sciences', 80],
  ['Life Orientation', 99],
];

describe('UKZN pack (also UNIZULU): 8 points for 90-100%, English + Mathematics + best four, LO excluded', () => {
  it.each([
    { name: "UKZN's own example: 5 + 6 + 5 + 6 + 6 + 7, Life Orientation 0", rows: ukznExample, score: 35 },
    {
      name: 'aps.md worked example: no mark reaches 90%, so as the CAO default: 5 + 6 + 5 + 4 + 6 + 3',
      rows: workedExample,
      score: 29,
    },
    {
      name: '90% and more scores 8: English 95, Mathematics 92, Physical Sciences 90 -> 8; isiZulu 88, Life Sciences 85 -> 7; Accounting 79 -> 6',
      rows: strong,
      score: 44,
    },
    { name: 'more than seven subjects: English + Mathematical Literacy + the best four others', rows: eightSubjects, score: 40 },
    {
      name: 'a high Life Orientation mark adds nothing: six subjects at 50% -> 4 each',
      rows: [
        ['English Home Language', 50],
        ['isiZulu First Additional Language', 50],
        ['Mathematics', 50],
        ['Physical Sciences', 50],
        ['Life Sciences', 50],
        ['Geography', 50],
        ['Life Orientation', 99],
      ] as Row[],
      score: 24,
    },
    {
      name: 'perfect marks: six subjects at 8',
      rows: [
        ['English Home Language', 100],
        ['isiZulu First Additional Language', 100],
        ['Mathematics', 100],
        ['Physical Sciences', 100],
        ['Life Sciences', 100],
        ['Geography', 100],
        ['Life Orientation', 100],
      ] as Row[],
      score: 48,
    },
  ])('$name: $score', ({ rows, score }) => {
    expect(ukznPack.score(marks(rows)).score).toBe(score);
  });

  it('counts English and Mathematical Literacy among the six with more than seven subjects', () => {
    expect(
      ukznPack
        .score(marks(eightSubjects))
        .countedSubjects.map((entry) => entry.subject)
        .sort(),
    ).toEqual(['English First Additional Language', 'Geography', 'History', 'Mathematical Literacy', 'Tourism', 'isiZulu Home Language'].sort());
  });

  // UKZN Table 1: 90-100% = 8, 80-89 = 7, 70-79 = 6, 60-69 = 5, 50-59 = 4, 40-49 = 3, 30-39 = 2, 0-29 = 1.
  it.each([
    [100, 8],
    [90, 8],
    [89, 7],
    [80, 7],
    [79, 6],
    [70, 6],
    [60, 5],
    [50, 4],
    [40, 3],
    [39, 2],
    [30, 2],
    [29, 1],
    [0, 1],
  ])('%d%% scores %d', (mark, points) => {
    expect(pointsFor('History', mark)).toBe(points);
  });

  it('gives Life Orientation no points at all', () => {
    expect(ukznPack.score(marks([['Life Orientation', 100]])).countedSubjects).toEqual([]);
  });

  it("does not force a programme's subjects in: UKZN takes the best four others", () => {
    const withPhysics: Row[] = [...eightSubjects, ['Physical Sciences', 40]];
    expect(ukznPack.score(marks(withPhysics), { mustInclude: [['Physical Sciences']] }).score).toBe(40);
  });

  it('is the default for UKZN and UNIZULU, on the APS scale out of 48', () => {
    expect(ukznPack.institutionSlugs).toEqual(['ukzn', 'unizulu']);
    expect(ukznPack.score(marks(ukznExample))).toMatchObject({ unit: 'aps', maxScore: 48 });
    expect(ukznPack.notes).toContain('Life Orientation level');
  });
});

describe('KZN CAO pack (DUT, MUT): the CAO default, best six NSC levels', () => {
  it.each([
    { name: "UKZN's example marks score the same: no mark reaches 90%", rows: ukznExample, score: 35 },
    {
      name: '90% and more stays level 7',
      rows: strong,
      score: 41,
    },
    { name: 'more than seven subjects: simply the best six (7 + 7 + 7 + 7 + 7 + 6)', rows: eightSubjects, score: 41 },
  ])('$name: $score', ({ rows, score }) => {
    expect(kznCaoPack.score(marks(rows)).score).toBe(score);
  });

  it('is the default for DUT and MUT and flags what it does not model', () => {
    expect(kznCaoPack.institutionSlugs).toEqual(['dut', 'mut']);
    expect(kznCaoPack.notes).toContain('Confirm with the institution');
  });
});
