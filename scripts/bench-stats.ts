// Statistics and the report table of the benchmarks (bench-documents.ts), kept apart so they are
// unit tested without running a benchmark.

/**
 * The p-th percentile (0..100) by nearest rank: the smallest sample that at least p% of the
 * samples are at or below. With few runs this is conservative: p95 of 5 runs is the slowest run.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be 0..100, got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** The middle sample, or the mean of the two middle ones for an even count. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface CaseReport {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  correct: boolean;
}

export function summarise(name: string, samplesMs: readonly number[], correct: boolean): CaseReport {
  return { name, runs: samplesMs.length, medianMs: median(samplesMs), p95Ms: percentile(samplesMs, 95), correct };
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** The Markdown table the README shows (pasted from the script's output). */
export function markdownTable(reports: readonly CaseReport[]): string {
  const rows = reports.map((r) => `| ${r.name} | ${r.runs} | ${ms(r.medianMs)} | ${ms(r.p95Ms)} | ${r.correct ? 'yes' : 'NO'} |`);
  return ['| document | runs | median ms | p95 ms | correct |', '|---|---|---|---|---|', ...rows].join('\n');
}
