import { isoCalendarDateIn } from './dates.ts';

// Deadlines (issue 30): every date is a South African calendar day ('YYYY-MM-DD'), compared as
// text and counted in whole days, so a learner's "today" turns at midnight in Johannesburg, not
// at the server's or the phone's midnight.

export const DEADLINE_KINDS = ['application-closes', 'late-closes', 'intake-opens', 'nsfas-opens', 'nsfas-closes', 'certification-expires'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_STATUSES = ['upcoming', 'today', 'closed'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** Closed dates stay on the list this many days, with what the learner can still do. */
export const RECENTLY_CLOSED_DAYS = 30;

/** How many deadlines the dashboard card shows. */
export const DASHBOARD_DEADLINES = 3;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** Today's date in South Africa at `now`. */
export const southAfricanToday = (now: Date): string => isoCalendarDateIn(now);

/** Whole days from `today` to `day` (negative once it has passed; 0 on the day). */
export function daysBetween(today: string, day: string): number {
  return utcDayNumber(day) - utcDayNumber(today);
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date((utcDayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Upcoming before the day, 'today' on it (the date is the last day to act), closed after it. */
export function deadlineStatus(day: string, today: string): DeadlineStatus {
  if (day === today) return 'today';
  return day > today ? 'upcoming' : 'closed';
}

/** Whether a date belongs on the learner's list: any still to come, and closed ones for 30 days. */
export function isListed(day: string, today: string): boolean {
  return day >= addDays(today, -RECENTLY_CLOSED_DAYS);
}

interface Ordered {
  id: string;
  date: string;
  kind: DeadlineKind;
}

/**
 * Nearest first: today's and upcoming dates by date, then the recently closed ones, the most
 * recently closed first. Ties keep a fixed order (kind, then id) so the list never shuffles.
 */
export function compareDeadlines(today: string) {
  return (a: Ordered, b: Ordered): number => {
    const aClosed = a.date < today;
    const bClosed = b.date < today;
    if (aClosed !== bClosed) return aClosed ? 1 : -1;
    if (a.date !== b.date) return (a.date < b.date ? -1 : 1) * (aClosed ? -1 : 1);
    const byKind = DEADLINE_KINDS.indexOf(a.kind) - DEADLINE_KINDS.indexOf(b.kind);
    if (byKind !== 0) return byKind;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** The listed dates (upcoming, and closed within 30 days), nearest first. */
export function orderDeadlines<T extends Ordered>(deadlines: readonly T[], today: string): T[] {
  return deadlines.filter((deadline) => isListed(deadline.date, today)).sort(compareDeadlines(today));
}
