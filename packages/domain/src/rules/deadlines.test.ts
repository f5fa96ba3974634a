import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, deadlineStatus, isListed, orderDeadlines, southAfricanToday, type DeadlineKind } from './deadlines.ts';

const row = (id: string, date: string, kind: DeadlineKind = 'application-closes') => ({ id, date, kind });

describe('deadline dates', () => {
  it('turns the day at midnight in South Africa, not UTC', () => {
    // 21:59 UTC is 23:59 in Johannesburg; 22:00 UTC is already the next day there.
    expect(southAfricanToday(new Date('2026-09-29T21:59:59Z'))).toBe('2026-09-29');
    expect(southAfricanToday(new Date('2026-09-29T22:00:00Z'))).toBe('2026-09-30');
  });

  it('counts whole days across months, years and a leap day', () => {
    expect(daysBetween('2026-09-29', '2026-09-30')).toBe(1);
    expect(daysBetween('2026-09-30', '2026-09-30')).toBe(0);
    expect(daysBetween('2026-10-01', '2026-09-30')).toBe(-1);
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-10', -30)).toBe('2025-12-11');
    expect(() => daysBetween('2026-9-1', '2026-09-30')).toThrow(RangeError);
  });

  it('is upcoming before the day, today on it, and closed after it', () => {
    expect(deadlineStatus('2026-09-30', '2026-09-29')).toBe('upcoming');
    expect(deadlineStatus('2026-09-30', '2026-09-30')).toBe('today');
    expect(deadlineStatus('2026-09-30', '2026-10-01')).toBe('closed');
  });

  it('keeps closed dates for 30 days', () => {
    expect(isListed('2026-09-01', '2026-10-01')).toBe(true);
    expect(isListed('2026-08-31', '2026-10-01')).toBe(false);
  });

  it('orders today and upcoming nearest first, then the most recently closed, with fixed ties', () => {
    const today = '2026-09-30';
    const ordered = orderDeadlines(
      [
        row('far', '2026-12-01'),
        row('long-gone', '2026-08-01'),
        row('closed-early', '2026-09-02'),
        row('today', '2026-09-30'),
        row('b', '2026-10-05', 'nsfas-closes'),
        row('a', '2026-10-05', 'nsfas-closes'),
        row('first-kind', '2026-10-05', 'application-closes'),
        row('closed-yesterday', '2026-09-29'),
      ],
      today,
    );
    expect(ordered.map((entry) => entry.id)).toEqual(['today', 'first-kind', 'a', 'b', 'far', 'closed-yesterday', 'closed-early']);
  });
});
