import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE } from '@kusasa/domain/rules/analytics';
import type { Executor } from '../../db/database.ts';

// Every figure of the admin analytics is one SQL aggregate over a created_at range (indexed, see
// migration 0015_maintenance_and_analytics_indexes); only the aggregated rows reach Node. Days and weeks are South
// African ones. Counts are ::int and sums of cents ::float8 (exact far past any revenue), so both
// drivers return numbers.

export interface Span {
  /** The first instant counted and the first one not counted. */
  start: Date;
  end: Date;
}

export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: Row[] }).rows;
}

export const inSpan = (column: SQL, { start, end }: Span) =>
  sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
/** date_bin origins: a South African midnight, and one that is a Monday (3 January 2000). */
export const DAY_ORIGIN = '2000-01-01T00:00:00+02:00';
export const WEEK_ORIGIN = '2000-01-03T00:00:00+02:00';
export const localTime = (column: SQL) => sql`(${column} at time zone ${ANALYTICS_TIME_ZONE})`;

/**
 * Settings for the reports' transaction: no JIT (compiling a plan took longer than running it on
 * 100,000 learners) and room to sort and hash in memory instead of on disk.
 */
export async function useReportSettings(executor: Executor): Promise<void> {
  await executor.execute(sql`set local jit = off`);
  await executor.execute(sql`set local work_mem = '64MB'`);
}
