import type { AnalyticsInterval, Cell, ColumnKind } from '@kusasa/domain/rules/analytics';
import type { AnalyticsColumn, AnalyticsFigure, AnalyticsSection, AnalyticsTable, ChartHint } from '@kusasa/domain/schemas/admin-analytics';
import type { Executor } from '../db/database.ts';

/** The range a request asked for: South African days, and the instants they begin and end. */
export interface AnalyticsRange {
  from: string;
  to: string;
  interval: AnalyticsInterval;
  start: Date;
  end: Date;
  /** The request's time (a pending payment older than 24 hours by then counts as expired). */
  now: Date;
}

/**
 * One section of the analytics page. The five built in live in features/admin-analytics; an area
 * that brings its own (sponsorships) adds it with `kernel.analytics.add`, with no change to the
 * analytics feature or the response schema.
 */
export interface AnalyticsSectionDefinition {
  id: string;
  title: string;
  /** The ids of its tables, so an export finds its section without computing the others. */
  tableIds: readonly string[];
  /**
   * The section's figures and tables for the range (the service adds its id and title). `executor`
   * is the section's own transaction, one connection: run its queries one after another.
   */
  load(executor: Executor, range: AnalyticsRange): Promise<Omit<AnalyticsSection, 'id' | 'title'>>;
}

export const column = (key: string, label: string, kind: ColumnKind): AnalyticsColumn => ({ key, label, kind });
export const figure = (id: string, label: string, kind: ColumnKind, value: number | null): AnalyticsFigure => ({ id, label, kind, value });

export function table(
  id: string,
  title: string,
  columns: AnalyticsColumn[],
  rows: Record<string, Cell>[],
  { chart = null, description = null }: { chart?: ChartHint | null; description?: string | null } = {},
): AnalyticsTable {
  return { id, title, description, chart, columns, rows };
}

/** One decimal, or null. */
export const oneDecimal = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

/** part of whole in percent, one decimal; null when the whole is 0. */
export const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : oneDecimal((part / whole) * 100));
