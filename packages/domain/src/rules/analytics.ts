import { toCsv, type CsvValue } from './csv.ts';
import { calendarDateIn } from './dates.ts';

// Date ranges, periods and CSV of the admin analytics (/admin/analytics). Days are South African
// days: South Africa keeps UTC+2 all year (no daylight saving), so a day starts at 00:00+02:00.

export const ANALYTICS_INTERVALS = ['day', 'week'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
export const ANALYTICS_MAX_RANGE_DAYS = 1096;
/** The zone the database groups by; the same instant boundaries as SOUTH_AFRICA_OFFSET. */
export const ANALYTICS_TIME_ZONE = 'Africa/Johannesburg';
const SOUTH_AFRICA_OFFSET = '+02:00';
const DAY_MS = 24 * 60 * 60_000;

export const COLUMN_KINDS = ['text', 'date', 'month', 'count', 'money', 'hours', 'percent'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** The instant a South African calendar day (YYYY-MM-DD) begins. */
export function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00${SOUTH_AFRICA_OFFSET}`);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last 30 days, today included, in South Africa. */
export function defaultAnalyticsRange(now: Date): { from: string; to: string } {
  const { year, month, day } = calendarDateIn(now);
  const to = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { from: addDays(to, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1)), to };
}

/** The Monday of the ISO week a day falls in (PostgreSQL's date_trunc('week')). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Every period start from `from` to `to`, so a chart shows the days (or weeks) with nothing too. */
export function analyticsPeriods(from: string, to: string, interval: AnalyticsInterval): string[] {
  const step = interval === 'day' ? 1 : 7;
  const periods: string[] = [];
  for (let period = interval === 'day' ? from : weekStart(from); period <= to; period = addDays(period, step)) periods.push(period);
  return periods;
}

export type Cell = string | number | null;

export interface CsvColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

function csvCell(kind: ColumnKind, value: Cell | undefined): CsvValue {
  if (value === null || value === undefined || typeof value === 'string') return value;
  if (kind === 'money') return (value / 100).toFixed(2);
  if (kind === 'hours' || kind === 'percent') return value.toFixed(1);
  return value;
}

/** One analytics table as CSV: the column labels, then each row; money in rand (199.00). */
export function analyticsCsv(table: { columns: readonly CsvColumn[]; rows: readonly Record<string, Cell>[] }): string {
  return toCsv(
    table.columns.map((column) => column.label),
    table.rows.map((row) => table.columns.map((column) => csvCell(column.kind, row[column.key]))),
    { missing: '' },
  );
}

export function analyticsExportFilename(tableId: string, from: string, to: string): string {
  return `kusasa-${tableId}-${from}-to-${to}.csv`;
}
