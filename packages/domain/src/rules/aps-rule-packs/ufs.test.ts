import { describe, it, expect } from 'vitest';
import { ufsPack } from './ufs.ts';

type Row = [subject: string, mark: number];
const marks = (rows: Row[]) => rows.map(([subject, mark]) => ({ subject, mark }));
const pointsFor = (subject: string, mark: number) => ufsPack.score(marks([[subject, mark]])).countedSubjects[0]?.points;

describe('UFS pack: best six with a 90% band, plus a Life Orientation point', () => {
  it.each([
    {
      name: 'aps.md worked example marks: 5 + 6 + 5 + 4 + 6 + 3, LO 85 -> 1',
      rows: [
        ['English Home Language', 68],
        ['Afrikaans First Additional Language', 72],
        ['Mathematics', 61],
        ['Physical Sciences', 55],
        ['Life Sciences', 74],
        ['Geography', 49],
        ['Life Orientation', 85],
      ] as Row[],
      score: 30,
    },
    {
      name: 'eight subjects: 8 + 8 + 8 + 7 + 7 + 6, LO 91 -> 1',
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
      score: 45,
    },
    {
      name: 'weak marks: 4 + 3 + 3 + 2 + 2 + 0, LO 59 -> 0',
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
      score: 14,
    },
    {
      name: 'perfect marks: six at 8 plus 1',
      rows: [
        ['English Home Language', 100],
        ['Afrikaans First Additional Language', 100],
        ['Mathematics', 100],
        ['Physical Sciences', 100],
        ['Life Sciences', 100],
        ['Geography', 100],
        ['Life Orientation', 100],
      ] as Row[],
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
