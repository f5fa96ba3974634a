import { describe, expect, it } from 'vitest';
import { compareQueue, isOverdue, minutesWaited, reviewDueAt, reviewTermsFor } from './document-reviews.ts';
import { easterSunday, isWorkingDay, publicHolidays } from './working-days.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('working days', () => {
  it('knows Easter and the holidays that follow from it', () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    const holidays = publicHolidays(2026);
    expect(holidays.has('2026-04-03')).toBe(true); // Good Friday
    expect(holidays.has('2026-04-06')).toBe(true); // Family Day
  });

  it('moves a Sunday holiday to the Monday', () => {
    // Youth Day 2024 fell on a Sunday.
    expect(isWorkingDay(day('2024-06-17'))).toBe(false);
    expect(isWorkingDay(day('2024-06-18'))).toBe(true);
  });

  it('skips weekends', () => {
    expect(isWorkingDay(day('2026-12-05'))).toBe(false); // Saturday
    expect(isWorkingDay(day('2026-12-04'))).toBe(true); // Friday
  });
});

describe('reviewDueAt', () => {
  it('promises 17:00 SAST on the n-th working day after the day of asking', () => {
    // Monday 2 March 2026, 10:00 SAST -> Wednesday 4 March 17:00 SAST (15:00 UTC).
    expect(reviewDueAt(new Date('2026-03-02T08:00:00Z'), 2).toISOString()).toBe('2026-03-04T15:00:00.000Z');
    // Late on Monday SAST is still Monday.
    expect(reviewDueAt(new Date('2026-03-02T21:30:00Z'), 2).toISOString()).toBe('2026-03-04T15:00:00.000Z');
    // Saturday -> Tuesday.
    expect(reviewDueAt(new Date('2026-03-07T08:00:00Z'), 2).toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });

  it('does not count public holidays', () => {
    // Thursday 2 April 2026: Good Friday and Family Day are holidays -> Wednesday 8 April.
    expect(reviewDueAt(new Date('2026-04-02T08:00:00Z'), 2).toISOString()).toBe('2026-04-08T15:00:00.000Z');
  });
});

describe('the queue', () => {
  it('puts priority first, then the longest wait', () => {
    const rows = [
      { id: 'a', priority: false, askedAt: '2026-03-01T08:00:00Z' },
      { id: 'b', priority: true, askedAt: '2026-03-03T08:00:00Z' },
      { id: 'c', priority: true, askedAt: '2026-03-02T08:00:00Z' },
      { id: 'd', priority: false, askedAt: '2026-02-28T08:00:00Z' },
    ];
    expect([...rows].sort(compareQueue).map((row) => row.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('counts waiting and lateness', () => {
    const now = new Date('2026-03-04T16:00:00Z');
    expect(minutesWaited('2026-03-04T14:30:00Z', now)).toBe(90);
    expect(isOverdue('2026-03-04T15:00:00Z', now, 'waiting')).toBe(true);
    expect(isOverdue('2026-03-04T15:00:00Z', now, 'answered')).toBe(false);
    expect(isOverdue('2026-03-04T17:00:00Z', now, 'in_review')).toBe(false);
  });

  it('gives Starter nothing, Essential one slower review and Pro + AI three with priority', () => {
    expect(reviewTermsFor('starter')).toBeNull();
    expect(reviewTermsFor('essential')).toEqual({ maxOpen: 1, workingDays: 5, priority: false });
    expect(reviewTermsFor('pro-ai')).toEqual({ maxOpen: 3, workingDays: 2, priority: true });
  });
});
