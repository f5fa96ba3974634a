import { describe, it, expect } from 'vitest';
import { ufsPack } from './ufs.ts';
import { marks, pointsOf, perfect, strong, weak, workedExample } from './sample-marks.test-support.ts';

const pointsFor = pointsOf(ufsPack);

describe('UFS pack: best six with a 90% band, plus a Life Orientation point', () => {
  it.each([
    {
      name: 'aps.md worked example marks: 5 + 6 + 5 + 4 + 6 + 3, LO 85 -> 1',
      rows: workedExample,
      score: 30,
    },
    {
      name: 'eight subjects: 8 + 8 + 8 + 7 + 7 + 6, LO 91 -> 1',
      rows: strong,
      score: 45,
    },
    {
      name: 'weak marks: 4 + 3 + 3 + 2 + 2 + 0, LO 59 -> 0',
      rows: weak,
      score: 14,
    },
    {
      name: 'perfect marks: six at 8 plus 1',
      rows: perfect,
      score: 49,
    },
  ])('$name: $score', ({ rows, score }) => {
    expect(ufsPack.score(marks(rows)).score).toBe(score);
  });

  it.each([
    ['History', 100, 8],
    ['History', 90, 8],
    ['History', 89, 7],
    ['History', 70, 6],
    ['History', 60, 5],
    ['History', 50, 4],
    ['History', 40, 3],
    ['History', 39, 2],
    ['History', 30, 2],
    ['History', 29, 0],
    ['Mathematics', 95, 8],
    ['Life Orientation', 100, 1],
    ['Life Orientation', 60, 1],
    ['Life Orientation', 59, 0],
  ])('%s at %d%% scores %d', (subject, mark, points) => {
    expect(pointsFor(subject, mark)).toBe(points);
  });

  it('notes that the table comes from a restating guide', () => {
    expect(ufsPack.notes).toContain('Confirm with the institution');
  });
});
