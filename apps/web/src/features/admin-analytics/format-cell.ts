import { adminAnalyticsTexts as t } from '@kusasa/domain/admin-analytics-texts';
import type { ColumnKind } from '@kusasa/domain/rules/analytics';
import { formatZar } from '@kusasa/domain/rules/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const counts = new Intl.NumberFormat('en-ZA');

/** '2026-03-11' -> '11 Mar 2026' (the day a period starts; no time zone: it is already a SA day). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`;
}

/** A cell as the admin reads it, by its column's kind (decision 0171: money in cents, hours and percent with one decimal). */
export function formatCell(kind: ColumnKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return t.noValue;
  if (typeof value === 'string') {
    if (kind === 'date') return formatDay(value);
    if (kind === 'month') return formatDay(`${value}-01`).replace(/^1 /, '');
    return value;
  }
  switch (kind) {
    case 'money':
      return formatZar(value);
    case 'hours':
      return `${value.toFixed(1)} h`;
    case 'percent':
      return `${value.toFixed(1)}%`;
    default:
      return counts.format(value);
  }
}

/** The number a chart draws for a cell: money in rand, everything else as it is. */
export function chartValue(kind: ColumnKind, value: string | number | null | undefined): number {
  if (typeof value !== 'number') return 0;
  return kind === 'money' ? value / 100 : value;
}
