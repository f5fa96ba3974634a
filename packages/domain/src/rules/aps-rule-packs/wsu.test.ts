import { describe, it, expect } from 'vitest';
import { wsuPack } from './wsu.ts';

type Row = [subject: string, mark: number];
const marks = (rows: Row[]) => rows.map(([subject, mark]) => ({ subject, mark }));
const pointsFor = (subject: string, mark: number) => wsuPack.score(marks([[subject, mark]])).countedSubjects[0]?.points;

describe('WSU pack: 9-point rating scale, best six, Life Orientation excluded', () => {
  it.each([
    {
      name: 'aps.md worked example marks: 6 + 7 + 6 + 5 + 7 + 4',
      rows: [
        ['English Home Language', 68],
        ['Afrikaans First Additional Language', 72],
        ['Mathematics', 61],
        ['Physical Sciences', 55],
        ['Life Sciences', 74],
        ['Geography', 49],
        ['Life Orientation', 85],
      ] as Row[],
      score: 35,
    },
    {
      name: 'eight subjects: 9 + 9 + 9 + 8 + 8 + 7',
      rows: [
        ['English Home Language', 95],
        ['isiZulu First Additional Language', 88],
        ['Mathematics', 92],
        ['Physical Sciences', 90],
        ['Life Sciences', 85],
        ['Accounting', 79],
        ['Geography', 60],
        ['Life Orientation', 91],
      ] as Row[],
      score: 50,
    },
    {
      name: 'weak marks: 5 + 4 + 4 + 1 + 1 + 0',
      rows: [
        ['English First Additional Language', 45],
        ['isiZulu Home Language', 55],
        ['Mathematical Literacy', 38],
        ['Life Sciences', 28],
        ['Geography', 35],
        ['History', 41],
        ['Tourism', 25],
        ['Life Orientation', 59],
      ] as Row[],
      score: 15,
    },
    {
      name: 'perfect marks: six at 9',
      rows: [
        ['English Home Language', 100],
        ['Afrikaans First Additional Language', 100],
        ['Mathematics', 100],
        ['Physical Sciences', 100],
        ['Life Sciences', 100],
        ['Geography', 100],
        ['Life Orientation', 100],
      ] as Row[],
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
