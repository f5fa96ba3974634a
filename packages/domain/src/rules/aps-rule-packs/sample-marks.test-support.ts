import type { ApsRulePack } from '../aps.ts';

// Marks the rule packs' tests share: each pack's test states what it makes of them.

export type Row = [subject: string, mark: number];

export const marks = (rows: readonly Row[]) => rows.map(([subject, mark]) => ({ subject, mark }));

/** The points a pack gives one subject at one mark. */
export const pointsOf = (pack: ApsRulePack) => (subject: string, mark: number) => pack.score(marks([[subject, mark]])).countedSubjects[0]?.points;

/** The worked example of aps.md section 4 (levels 5, 6, 5, 4, 6, 3 on the NSC scale; Life Orientation 85). */
export const workedExample: Row[] = [
  ['English Home Language', 68],
  ['Afrikaans First Additional Language', 72],
  ['Mathematics', 61],
  ['Physical Sciences', 55],
  ['Life Sciences', 74],
  ['Geography', 49],
  ['Life Orientation', 85],
];

/** Eight subjects, most at 85% or more: a pack counting six must leave two out. */
export const strong: Row[] = [
  ['English Home Language', 95],
  ['isiZulu First Additional Language', 88],
  ['Mathematics', 92],
  ['Physical Sciences', 90],
  ['Life Sciences', 85],
  ['Accounting', 79],
  ['Geography', 60],
  ['Life Orientation', 91],
];

/** Weak marks, three under 40% and one under 30%. */
export const weak: Row[] = [
  ['English First Additional Language', 45],
  ['isiZulu Home Language', 55],
  ['Mathematical Literacy', 38],
  ['Life Sciences', 28],
  ['Geography', 35],
  ['History', 41],
  ['Tourism', 25],
  ['Life Orientation', 59],
];

/** Every subject at 100%: a pack's maximum. */
export const perfect: Row[] = [
  ['English Home Language', 100],
  ['Afrikaans First Additional Language', 100],
  ['Mathematics', 100],
  ['Physical Sciences', 100],
  ['Life Sciences', 100],
  ['Geography', 100],
  ['Life Orientation', 100],
];
