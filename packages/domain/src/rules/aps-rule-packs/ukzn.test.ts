import { describe, it, expect } from 'vitest';
import { ukznPack } from './ukzn.ts';

type Row = [subject: string, mark: number];
const marks = (rows: Row[]) => rows.map(([subject, mark]) => ({ subject, mark }));

describe('KZN CAO pack (UKZN, DUT, MUT, UNIZULU)', () => {
  it.each([
    {
      name: 'aps.md worked example: 5 + 6 + 5 + 4 + 6 + 3',
      rows: [['English Home Language', 68], ['Afrikaans First Additional Language', 72], ['Mathematics', 61], ['Physical Sciences', 55], ['Life Sciences', 74], ['Geography', 49], ['Life Orientation', 85]] as Row[],
      score: 29,
    },
    {
      name: '90% and more stays level 7 (no 8-point band in aps.md for the CAO default)',
      rows: [['English Home Language', 95], ['isiZulu First Additional Language', 88], ['Mathematics', 92], ['Physical Sciences', 90], ['Life Sciences', 85], ['Accounting', 79], ['Geography', 60], ['Life Orientation', 91]] as Row[],
      score: 41,
    },
    {
      name: 'a high Life Orientation mark adds nothing: 4 + 4 + 4 + 4 + 4 + 4',
      rows: [['English Home Language', 50], ['isiZulu First Additional Language', 50], ['Mathematics', 50], ['Physical Sciences', 50], ['Life Sciences', 50], ['Geography', 50], ['Life Orientation', 99]] as Row[],
      score: 24,
    },
    {
      name: 'perfect marks',
      rows: [['English Home Language', 100], ['isiZulu First Additional Language', 100], ['Mathematics', 100], ['Physical Sciences', 100], ['Life Sciences', 100], ['Geography', 100], ['Life Orientation', 100]] as Row[],
      score: 42,
    },
  ])('$name: $score', ({ rows, score }) => {
    expect(ukznPack.score(marks(rows)).score).toBe(score);
  });

  it('flags what it does not model', () => {
    expect(ukznPack.notes).toContain('Confirm with the institution');
    expect(ukznPack.notes).toContain('Life Orientation level');
  });
});
