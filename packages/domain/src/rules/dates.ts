// Dates are shown in South African time by default: the users are in South Africa, and the
// browser's or server's own zone would otherwise decide which day a timestamp falls on.
export const SOUTH_AFRICA_TIME_ZONE = 'Africa/Johannesburg';

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

interface WallClock extends CalendarDate {
  hour: number; // 0-23
  minute: number;
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// Creating a DateTimeFormat is costly and lists format many rows, so keep one per zone.
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();
const longDateFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    // Only numeric parts are read, so the locale's ordering and punctuation do not matter.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function toValidDate(date: Date | string): Date {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return value;
}

function wallClockIn(date: Date | string, timeZone: string): WallClock {
  const parts = wallClockFormatter(timeZone).formatToParts(toValidDate(date));
  const read = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((candidate) => candidate.type === type);
    if (!part) throw new RangeError(`Intl did not return a ${type} part`);
    return Number(part.value);
  };
  // Some ICU versions print midnight as 24 even with h23.
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute') };
}

/** The calendar day on which `date` falls in `timeZone`. */
export function calendarDateIn(date: Date | string, timeZone = SOUTH_AFRICA_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClockIn(date, timeZone);
  return { year, month, day };
}

/** List timestamps as 'MMM d, h:mm a', e.g. 'Mar 11, 2:05 PM'. Throws RangeError for an invalid date. */
export function formatListDate(date: Date | string, timeZone = SOUTH_AFRICA_TIME_ZONE): string {
  const { month, day, hour, minute } = wallClockIn(date, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const period = hour < 12 ? 'AM' : 'PM';
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''} ${day}, ${hour12}:${String(minute).padStart(2, '0')} ${period}`;
}

/** Long en-ZA date, e.g. '11 March 2025'. Throws RangeError for an invalid date. */
export function formatLongDate(date: Date | string, timeZone = SOUTH_AFRICA_TIME_ZONE): string {
  let formatter = longDateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-ZA', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
    longDateFormatters.set(timeZone, formatter);
  }
  return formatter.format(toValidDate(date));
}

/** The calendar day on which `date` falls in `timeZone`, as 'YYYY-MM-DD' (sorts and compares as text). */
export function isoCalendarDateIn(date: Date | string, timeZone = SOUTH_AFRICA_TIME_ZONE): string {
  const { year, month, day } = calendarDateIn(date, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day 'YYYY-MM-DD' as '30 September 2026', without Intl: a prerendered page and the browser agree. */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const name = MONTH_NAMES[(month ?? 0) - 1];
  if (!year || !name || !date) throw new RangeError(`not a calendar day: ${day}`);
  return `${date} ${name} ${year}`;
}
