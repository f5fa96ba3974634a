import { describe, it, expect } from 'vitest';
import { commonPack, tutPack } from './common.ts';
import { type Row, marks, perfect, strong, weak, workedExample } from './sample-marks.test-support.ts';

// Physical Sciences is the weakest of seven: 7 + 7 + 6 + 6 + 6 + 5 = 37 without it, 35 when it must count.
const weakScience: Row[] = [
  ['English Home Language', 80],
  ['Afrikaans First Additional Language', 80],
  ['Mathematics', 70],
  ['Life Sciences', 70],
  ['Geography', 70],
  ['History', 60],
  ['Physical Sciences', 45],
  ['Life Orientation', 75],
];

describe('common pack: NSC levels of the best six, Life Orientation excluded', () => {
  it.each([
    { name: 'aps.md worked example', rows: workedExample, score: 29 },
    { name: 'eight subjects, best six count', rows: strong, score: 41 },
    { name: 'weak marks, level 1 still scores 1', rows: weak, score: 15 },
    { name: 'perfect marks reach the maximum', rows: perfect, score: 42 },
    { name: 'Life Orientation alone scores nothing', rows: [['Life Orientation', 100]] as Row[], score: 0 },
    { name: 'no marks', rows: [] as Row[], score: 0 },
  ])('$name: $score', ({ rows, score }) => {
    expect(commonPack.score(marks(rows)).score).toBe(score);
  });

  it('lists the counted subjects with their levels, best first, without Life Orientation', () => {
    expect(commonPack.score(marks(workedExample)).countedSubjects).toEqual([
      { subject: 'Life Sciences', mark: 74, points: 6 },
      { subject: 'Afrikaans First Additional Language', mark: 72, points: 6 },
      { subject: 'English Home Language', mark: 68, points: 5 },
      { subject: 'Mathematics', mark: 61, points: 5 },
      { subject: 'Physical Sciences', mark: 55, points: 4 },
      { subject: 'Geography', mark: 49, points: 3 },
    ]);
  });

  it.each([
    { name: 'no requirement', mustInclude: undefined, score: 37 },
    { name: 'Physical Sciences required', mustInclude: [['Physical Sciences']], score: 35 },
    { name: 'a requirement already among the best six', mustInclude: [['Mathematics', 'Technical Mathematics']], score: 37 },
    { name: 'Life Orientation cannot be forced in', mustInclude: [['Life Orientation']], score: 37 },
    { name: 'a subject the learner did not take', mustInclude: [['Accounting']], score: 37 },
  ])('programme-required subjects are counted: $name', ({ mustInclude, score }) => {
    const result = commonPack.score(marks(weakScience), { mustInclude });
    expect(result.score).toBe(score);
    expect(result.countedSubjects).toHaveLength(6);
  });

  it('explains the rule and says when fewer than six subjects were entered', () => {
    expect(commonPack.score(marks(workedExample)).explanation).toBe(
      'The NSC levels (1 to 7) of your best six subjects added up; Life Orientation does not count. Score: 29 out of 42.',
    );
    expect(
      commonPack.score(
        marks([
          ['Mathematics', 61],
          ['English Home Language', 68],
          ['Life Orientation', 90],
        ]),
      ).explanation,
    ).toContain('Only 2 of the 6 subjects this rule counts were entered');
  });

  it('counts a subject entered twice once, with the higher mark', () => {
    const rows: Row[] = [...workedExample, ['Geography', 30], ['geography', 81]];
    expect(commonPack.score(marks(rows)).score).toBe(33);
  });
});

describe('TUT pack: level-1 subjects add nothing', () => {
  it.each([
    { name: 'aps.md worked example (no level 1)', rows: workedExample, score: 29 },
    { name: 'weak marks: Tourism and Life Sciences at level 1 add 0', rows: weak, score: 14 },
    { name: 'perfect marks', rows: perfect, score: 42 },
  ])('$name: $score', ({ rows, score }) => {
    expect(tutPack.score(marks(rows)).score).toBe(score);
  });

  it.each([
    [29, 0],
    [30, 2],
    [80, 7],
  ])('%d%% scores %d', (mark, points) => {
    expect(tutPack.score(marks([['History', mark]])).countedSubjects[0]?.points).toBe(points);
  });
});
