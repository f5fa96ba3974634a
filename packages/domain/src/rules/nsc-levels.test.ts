import { describe, it, expect } from 'vitest';
import { NSC_LEVELS, minMarkForLevel, nscLevel } from './nsc-levels.ts';

describe('nscLevel', () => {
  it.each([
    [100, 7],
    [80, 7],
    [79, 6],
    [79.5, 6],
    [70, 6],
    [69, 5],
    [60, 5],
    [59, 4],
    [50, 4],
    [49, 3],
    [40, 3],
    [39, 2],
    [30, 2],
    [29, 1],
    [1, 1],
    [0, 1],
  ])('%d%% is level %d', (mark, level) => {
    expect(nscLevel(mark)).toBe(level);
  });

  it.each([-1, 101, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (mark) => {
    expect(() => nscLevel(mark)).toThrow(RangeError);
  });

  it('agrees with the published table at every whole mark', () => {
    for (let mark = 0; mark <= 100; mark += 1) {
      const band = NSC_LEVELS.find((entry) => mark >= entry.minMark && mark <= entry.maxMark);
      expect(nscLevel(mark)).toBe(band?.level);
    }
  });
});

describe('minMarkForLevel', () => {
  it.each([
    [7, 80],
    [6, 70],
    [5, 60],
    [4, 50],
    [3, 40],
    [2, 30],
    [1, 0],
  ])('level %d starts at %d%%', (level, mark) => {
    expect(minMarkForLevel(level)).toBe(mark);
    expect(nscLevel(mark)).toBe(level);
  });

  it.each([0, 8, 4.5])('rejects level %d', (level) => {
    expect(() => minMarkForLevel(level)).toThrow(RangeError);
  });
});
