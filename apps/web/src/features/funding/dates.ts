import { formatIsoDay, isoCalendarDateIn } from '@kusasa/domain/rules/dates';

// Dates on the funding page in South African style ('30 September 2026'), on SA calendar days.

/** Today's SA calendar day, 'YYYY-MM-DD'. */
export const todaySa = (): string => isoCalendarDateIn(new Date());

/** A calendar day 'YYYY-MM-DD' as '30 September 2026'. */
export const showDay = (day: string): string => formatIsoDay(day);

/** The SA day a timestamp falls on, as '30 September 2026'. */
export const showTimestampDay = (timestamp: string): string => formatIsoDay(isoCalendarDateIn(timestamp));

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
