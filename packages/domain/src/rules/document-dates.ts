// Dates as statements and bills print them, for the proof-of-residence check (document-checks.ts).

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  return w.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(w)) : -1;
}

function validDate(year: number, month: number, day: number): Date | null {
  if (month < 0 || month > 11 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month ? date : null;
}

/** Dates written as 2026-02-15, 15/02/2026, 15.02.2026, 15 February 2026, 15 Feb 2026 or February 15, 2026. */
export function findDates(text: string): Date[] {
  const dates: (Date | null)[] = [];
  for (const m of text.matchAll(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g)) dates.push(validDate(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  for (const m of text.matchAll(/\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/g)) dates.push(validDate(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  for (const m of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9}\.?)\s+(\d{4})\b/g))
    dates.push(validDate(Number(m[3]), monthIndex(m[2] ?? ''), Number(m[1])));
  for (const m of text.matchAll(/\b([A-Za-z]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/g))
    dates.push(validDate(Number(m[3]), monthIndex(m[1] ?? ''), Number(m[2])));
  return dates.filter((d): d is Date => d !== null);
}

/** The start of the day `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const earliest = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return earliest;
}
