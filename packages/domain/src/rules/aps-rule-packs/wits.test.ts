import { describe, it, expect } from 'vitest';
import { witsPack } from './wits.ts';
import { type Row, marks, pointsOf, perfect, strong, weak, workedExample } from './sample-marks.test-support.ts';

const pointsFor = pointsOf(witsPack);

describe('Wits pack: best six plus Life Orientation, 8-point scale, English/Mathematics bonus', () => {
  it.each([
    {
      // English 68 -> 5 + 2, Afrikaans 72 -> 6, Mathematics 61 -> 5 + 2, Physical Sciences 55 -> 4,
      // Life Sciences 74 -> 6, Geography 49 -> 3, Life Orientation 85 -> 3.
      name: 'aps.md worked example marks',
      rows: workedExample,
      score: 36,
    },
    {
      // English 95 -> 10, Mathematics 92 -> 10, Physical Sciences 90 -> 8, isiZulu 88 -> 7,
      // Life Sciences 85 -> 7, Accounting 79 -> 6 (Geography 60 -> 5 left out), Life Orientation 91 -> 4.
      name: 'eight subjects: best six plus Life Orientation',
      rows: strong,
      score: 52,
    },
    {
      // isiZulu 55 -> 4, English FAL 45 -> 3, History 41 -> 3, everything below 40% -> 0, LO 59 -> 0.
      name: 'weak marks: below 40% scores 0, no bonus below 60%',
      rows: weak,
      score: 10,
    },
    {
      name: 'perfect marks: LO 4 + English 10 + Mathematics 10 + four at 8',
      rows: perfect,
      score: 56,
    },
  ])('$name: $score', ({ rows, score }) => {
    expect(witsPack.score(marks(rows)).score).toBe(score);
  });

  it.each([
    ['Geography', 100, 8],
    ['Geography', 90, 8],
    ['Geography', 89, 7],
    ['Geography', 80, 7],
    ['Geography', 70, 6],
    ['Geography', 60, 5],
    ['Geography', 59, 4],
    ['Geography', 50, 4],
    ['Geography', 40, 3],
    ['Geography', 39, 0],
    ['Geography', 0, 0],
    ['English Home Language', 90, 10],
    ['English First Additional Language', 80, 9],
    ['English Home Language', 70, 8],
    ['English Home Language', 60, 7],
    ['English Home Language', 59, 4],
    ['Mathematics', 90, 10],
    ['Mathematics', 60, 7],
    ['Mathematics', 59, 4],
    ['Mathematical Literacy', 90, 8],
    ['Technical Mathematics', 60, 5],
    ['Life Orientation', 100, 4],
    ['Life Orientation', 90, 4],
    ['Life Orientation', 89, 3],
    ['Life Orientation', 80, 3],
    ['Life Orientation', 70, 2],
    ['Life Orientation', 60, 1],
    ['Life Orientation', 59, 0],
  ])('%s at %d%% scores %d', (subject, mark, points) => {
    expect(pointsFor(subject, mark)).toBe(points);
  });

  it('always counts Life Orientation as the seventh subject, even when another subject scores more', () => {
    const rows: Row[] = [
      ['English Home Language', 70],
      ['Afrikaans First Additional Language', 70],
      ['Mathematics', 70],
      ['Physical Sciences', 70],
      ['Life Sciences', 70],
      ['Geography', 70],
      ['History', 70],
      ['Life Orientation', 40],
    ];
    const result = witsPack.score(marks(rows));
    // English 8 + Mathematics 8 + four subjects at 6 + Life Orientation 0.
    expect(result.score).toBe(40);
    expect(result.countedSubjects).toHaveLength(7);
    expect(result.countedSubjects.map((entry) => entry.subject)).toContain('Life Orientation');
  });

  it('counts a faculty-required subject among the seven', () => {
    const rows: Row[] = [
      ['English Home Language', 80],
      ['Afrikaans First Additional Language', 80],
      ['Mathematics', 80],
      ['Life Sciences', 80],
      ['Geography', 80],
      ['History', 80],
      ['Physical Sciences', 45],
      ['Life Orientation', 80],
    ];
    // Without: 9 + 9 + 7 * 4 + LO 3 = 49. With Physical Sciences (3) instead of a 7: 45.
    expect(witsPack.score(marks(rows)).score).toBe(49);
    expect(witsPack.score(marks(rows), { mustInclude: [['Physical Sciences']] }).score).toBe(45);
  });

  it('says when Life Orientation is missing', () => {
    const rows: Row[] = [
      ['English Home Language', 70],
      ['Afrikaans First Additional Language', 70],
      ['Mathematics', 70],
      ['Physical Sciences', 70],
      ['Life Sciences', 70],
      ['Geography', 70],
    ];
    expect(witsPack.score(marks(rows)).explanation).toContain('Only 6 of the 7 subjects');
  });
});
