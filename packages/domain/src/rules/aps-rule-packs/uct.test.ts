import { describe, it, expect } from 'vitest';
import { uctPack, uctSciencePack } from './uct.ts';
import { type Row, marks, perfect, strong, weak, workedExample } from './sample-marks.test-support.ts';

// English is the weakest subject: without the English rule the best six would make 405.
const weakEnglish: Row[] = [
  ['English First Additional Language', 42],
  ['isiZulu Home Language', 80],
  ['Mathematics', 75],
  ['Physical Sciences', 70],
  ['Life Sciences', 65],
  ['Geography', 60],
  ['History', 55],
  ['Life Orientation', 90],
];

describe('UCT pack: percentages of the best six, English included, below 40% adds 0 (out of 600)', () => {
  it.each([
    { name: 'worked example: 68 + 72 + 61 + 55 + 74 + 49', rows: workedExample, score: 379 },
    { name: 'eight subjects: 95 + 88 + 92 + 90 + 85 + 79', rows: strong, score: 529 },
    { name: 'weak marks: 55 + 45 + 41, the rest below 40% add 0', rows: weak, score: 141 },
    { name: 'English counted although History is higher: 80 + 75 + 70 + 65 + 60 + 42', rows: weakEnglish, score: 392 },
    { name: 'perfect marks', rows: perfect, score: 600 },
  ])('$name: $score', ({ rows, score }) => {
    expect(uctPack.score(marks(rows)).score).toBe(score);
  });

  it('keeps English among the six and drops the next-weakest subject', () => {
    const subjects = uctPack.score(marks(weakEnglish)).countedSubjects.map((entry) => entry.subject);
    expect(subjects).toContain('English First Additional Language');
    expect(subjects).not.toContain('History');
  });

  it('shows a subject below 40% with 0 points', () => {
    expect(uctPack.score(marks([['Geography', 39]])).countedSubjects).toEqual([{ subject: 'Geography', mark: 39, points: 0 }]);
    expect(uctPack.score(marks([['Geography', 40]])).countedSubjects).toEqual([{ subject: 'Geography', mark: 40, points: 40 }]);
  });

  it('uses the percent scale', () => {
    expect(uctPack.scale).toBe('percent');
  });
});

describe('UCT Science pack: Mathematics and Physical Sciences doubled (out of 800)', () => {
  it.each([
    { name: 'worked example: 68 + 72 + 122 + 110 + 74 + 49', rows: workedExample, score: 495 },
    { name: 'eight subjects: 184 + 180 + 95 + 88 + 85 + 79', rows: strong, score: 711 },
    { name: 'weak marks, no Mathematics or Physical Sciences: as the base score', rows: weak, score: 141 },
    { name: 'perfect marks', rows: perfect, score: 800 },
    {
      name: 'Mathematics and Physical Sciences below 40% must still be counted and add 0: 80 + 80 + 80 + 80 + 0 + 0',
      rows: [
        ['English Home Language', 80],
        ['Afrikaans First Additional Language', 80],
        ['Life Sciences', 80],
        ['Geography', 80],
        ['History', 80],
        ['Mathematics', 30],
        ['Physical Sciences', 35],
      ] as Row[],
      // English 80, Mathematics 0 and Physical Sciences 0 are required; three more at 80.
      score: 320,
    },
  ])('$name: $score', ({ rows, score }) => {
    expect(uctSciencePack.score(marks(rows)).score).toBe(score);
  });
});
