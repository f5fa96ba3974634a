// NSC scale of achievement (rating codes 1-7), National Curriculum Statement Grades 10-12.
// Source: http://acts.co.za/south-african-schools-act-1996/nsc_15_recording_and_reporting.php
// (aps.md section 1). Official wording: 4 = Adequate (50-59), 3 = Moderate (40-49).

export const NSC_LEVEL_VALUES = [1, 2, 3, 4, 5, 6, 7] as const;
export type NscLevel = (typeof NSC_LEVEL_VALUES)[number];

export const NSC_LEVELS: readonly { level: NscLevel; descriptor: string; minMark: number; maxMark: number }[] = [
  { level: 7, descriptor: 'Outstanding achievement', minMark: 80, maxMark: 100 },
  { level: 6, descriptor: 'Meritorious achievement', minMark: 70, maxMark: 79 },
  { level: 5, descriptor: 'Substantial achievement', minMark: 60, maxMark: 69 },
  { level: 4, descriptor: 'Adequate achievement', minMark: 50, maxMark: 59 },
  { level: 3, descriptor: 'Moderate achievement', minMark: 40, maxMark: 49 },
  { level: 2, descriptor: 'Elementary achievement', minMark: 30, maxMark: 39 },
  { level: 1, descriptor: 'Not achieved', minMark: 0, maxMark: 29 },
];

function assertMark(mark: number): void {
  if (!Number.isFinite(mark) || mark < 0 || mark > 100) throw new RangeError(`Not a mark between 0 and 100: ${mark}`);
}

/** 0-100 -> 1-7. A fractional mark belongs to the band it has reached (79.5 is still level 6). */
export function nscLevel(mark: number): NscLevel {
  assertMark(mark);
  if (mark >= 80) return 7;
  if (mark >= 70) return 6;
  if (mark >= 60) return 5;
  if (mark >= 50) return 4;
  if (mark >= 40) return 3;
  if (mark >= 30) return 2;
  return 1;
}

/** The lowest mark that reaches a level: 7 -> 80, 4 -> 50, 1 -> 0. */
export function minMarkForLevel(level: number): number {
  const band = NSC_LEVELS.find((entry) => entry.level === level);
  if (!band) throw new RangeError(`Not an NSC level: ${level}`);
  return band.minMark;
}
