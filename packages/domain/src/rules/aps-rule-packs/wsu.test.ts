import { describe, it, expect } from 'vitest';
import { wsuPack } from './wsu.ts';
import { marks, pointsOf, perfect, strong, weak, workedExample } from './sample-marks.test-support.ts';

const pointsFor = pointsOf(wsuPack);

describe('WSU pack: 9-point rating scale, best six, Life Orientation excluded', () => {
  it.each([
    {
      name: 'aps.md worked example marks: 6 + 7 + 6 + 5 + 7 + 4',
      rows: workedExample,
      score: 35,
    },
    {
      name: 'eight subjects: 9 + 9 + 9 + 8 + 8 + 7',
      rows: strong,
      score: 50,
    },
    {
      name: 'weak marks: 5 + 4 + 4 + 1 + 1 + 0',
      rows: weak,
      score: 15,
    },
    {
      name: 'perfect marks: six at 9',
      rows: perfect,
      score: 54,
    },
  ])('$name: $score', ({ rows, score }) => {
    expect(wsuPack.score(marks(rows)).score).toBe(score);
  });

  it.each([
    [100, 9],
    [90, 9],
    [89, 8],
    [80, 8],
    [70, 7],
    [60, 6],
    [50, 5],
    [40, 4],
    [39, 1],
    [30, 1],
    [29, 0],
    [0, 0],
  ])('%d%% scores %d', (mark, points) => {
    expect(pointsFor('History', mark)).toBe(points);
  });

  it('does not count Life Orientation', () => {
    expect(wsuPack.score(marks([['Life Orientation', 95]])).countedSubjects).toEqual([]);
  });
});
