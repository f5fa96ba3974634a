import { formatListDate, formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';

/** 'R 2 500,00', or '—' when there is no amount. */
export const money = (cents: number | null) => (cents === null ? '—' : formatZar(cents));
/** A calendar date ('YYYY-MM-DD', a South African day) as '11 March 2026'; noon keeps it on its day. */
export const day = (value: string | null) => (value ? formatLongDate(`${value}T12:00:00+02:00`) : '—');
/** A timestamp as 'Mar 11, 2:05 PM'. */
export const when = (value: string) => formatListDate(value);
export const orDash = (value: string | null | undefined) => (value ? value : '—');
/** Rand typed by a person ('2500' or '2 500,50') as cents; null when it is not an amount. */
export function randToCents(text: string): number | null {
  const cleaned = text.replace(/[\sR]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
