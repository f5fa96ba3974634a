import { describe, expect, it } from 'vitest';
import { markdownTable, median, percentile, summarise } from './bench-stats.ts';

describe('percentile (nearest rank)', () => {
  it('picks the smallest sample that p% of samples are at or below', () => {
    const tenRuns = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(tenRuns, 50)).toBe(5);
    expect(percentile(tenRuns, 90)).toBe(9);
    expect(percentile(tenRuns, 95)).toBe(10);
    expect(percentile(tenRuns, 0)).toBe(1);
    expect(percentile(tenRuns, 100)).toBe(10);
  });

  it('makes p95 of five runs the slowest run, and leaves the input unsorted', () => {
    const runs = [300, 100, 500, 200, 400];
    expect(percentile(runs, 95)).toBe(500);
    expect(runs).toEqual([300, 100, 500, 200, 400]);
  });

  it('refuses no samples and a p outside 0..100', () => {
    expect(() => percentile([], 95)).toThrow(/no samples/);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
  });
});

describe('median', () => {
  it('is the middle sample, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('markdownTable', () => {
  it('shows runs, median, p95 and correctness per document', () => {
    const table = markdownTable([summarise('text PDF', [2.04, 3, 2.5], true), summarise('PNG (OCR)', [480, 510, 530, 495, 620], false)]);
    expect(table.split('\n')).toEqual([
      '| document | runs | median ms | p95 ms | correct |',
      '|---|---|---|---|---|',
      '| text PDF | 3 | 2.5 | 3.0 | yes |',
      '| PNG (OCR) | 5 | 510 | 620 | NO |',
    ]);
  });
});
