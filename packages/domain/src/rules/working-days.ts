// Working days in South Africa: Monday to Friday, except the public holidays of the Public
// Holidays Act 36 of 1994 (a holiday on a Sunday moves to the Monday). Plain date arithmetic, no
// Intl: South Africa keeps UTC+2 all year.

export const SAST_OFFSET_MS = 2 * 3_600_000;

/** Fixed-date public holidays, as [month, day]. */
const FIXED_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1], // New Year's Day
  [3, 21], // Human Rights Day
  [4, 27], // Freedom Day
  [5, 1], // Workers' Day
  [6, 16], // Youth Day
  [8, 9], // National Women's Day
  [9, 24], // Heritage Day
  [12, 16], // Day of Reconciliation
  [12, 25], // Christmas Day
  [12, 26], // Day of Goodwill
];

const DAY_MS = 86_400_000;

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm), as a UTC midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const holidayCache = new Map<number, Set<string>>();

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The public holidays of `year` as 'YYYY-MM-DD', with Sunday holidays moved to the Monday. */
export function publicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year).getTime();
  const days = [...FIXED_HOLIDAYS.map(([month, day]) => new Date(Date.UTC(year, month - 1, day))), new Date(easter - 2 * DAY_MS), new Date(easter + DAY_MS)];
  const holidays = new Set<string>();
  for (const day of days) {
    holidays.add(isoDay(day));
    if (day.getUTCDay() === 0) holidays.add(isoDay(new Date(day.getTime() + DAY_MS)));
  }
  holidayCache.set(year, holidays);
  return holidays;
}

/** Whether a calendar day (given as its UTC midnight) is a South African working day. */
export function isWorkingDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(day.getUTCFullYear()).has(isoDay(day));
}
