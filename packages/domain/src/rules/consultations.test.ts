import { describe, it, expect } from 'vitest';
import {
  CONSULTATION_SESSIONS,
  EXPERT_SESSION_PRICE_CENTS,
  cancellationRefundPercent,
  canReschedule,
  formatSessionTime,
  refundCents,
  saInstantToLocal,
  saLocalToInstant,
  slotMinutes,
} from './consultations.ts';

describe('consultation sessions', () => {
  it.each([
    ['Career Guidance', 45, 60_000],
    ['Application Review', 30, 40_000],
    ['Interview Preparation', 60, 75_000],
  ])('%s lasts %i minutes and costs %i cents', (name, durationMinutes, priceCents) => {
    expect(CONSULTATION_SESSIONS.find((session) => session.name === name)).toMatchObject({ durationMinutes, priceCents });
  });

  it('lists exactly three sessions with distinct ids', () => {
    expect(new Set(CONSULTATION_SESSIONS.map((session) => session.id)).size).toBe(3);
  });

  it('prices the expert 1-on-1 session at R600', () => {
    expect(EXPERT_SESSION_PRICE_CENTS).toBe(60_000);
  });
});

describe('consultation rules', () => {
  const start = new Date('2026-03-10T08:00:00Z');
  const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
  const paidLongAgo = new Date('2026-02-01T08:00:00Z');

  it.each<[number, Date, number | null]>([
    [48, paidLongAgo, 100],
    [24, paidLongAgo, 100],
    [23, paidLongAgo, 80],
    [1, paidLongAgo, 80],
    [12, hoursBefore(48), 100],
    [0, paidLongAgo, null],
    [-1, paidLongAgo, null],
  ])('cancelling %i hours before the start refunds %s%%', (hours, paidAt, percent) => {
    expect(cancellationRefundPercent(start, paidAt, hoursBefore(hours))).toBe(percent);
  });

  it('rounds refunds down to whole cents and reschedules only 24 hours ahead', () => {
    expect(refundCents(75_000, 80)).toBe(60_000);
    expect(refundCents(999, 80)).toBe(799);
    expect(canReschedule(start, hoursBefore(24))).toBe(true);
    expect(canReschedule(start, hoursBefore(23.9))).toBe(false);
  });

  it('reads South African wall-clock times as UTC+2 and refuses impossible ones', () => {
    expect(saLocalToInstant('2026-03-10T10:00')?.toISOString()).toBe('2026-03-10T08:00:00.000Z');
    expect(saLocalToInstant('2026-02-30T10:00')).toBeNull();
    expect(saLocalToInstant('2026-03-10 10:00')).toBeNull();
    expect(saInstantToLocal(start)).toBe('2026-03-10T10:00');
    expect(formatSessionTime(start.toISOString())).toBe('Tue 10 Mar 2026, 10:00');
  });

  it('sizes a slot by its longest session', () => {
    expect(slotMinutes(['application-review', 'career-guidance'])).toBe(45);
    expect(slotMinutes(['interview-preparation'])).toBe(60);
  });
});
