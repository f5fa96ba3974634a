import { describe, expect, it } from 'vitest';
import { addDays, analyticsCsv, analyticsPeriods, dayStart, daysInRange, defaultAnalyticsRange, weekStart } from './analytics.ts';
import { analyticsQuerySchema } from '../schemas/admin-analytics.ts';

describe('analytics dates', () => {
  it('starts a South African day at 22:00 UTC the day before', () => {
    expect(dayStart('2026-03-01').toISOString()).toBe('2026-02-28T22:00:00.000Z');
  });

  it('adds days across month and year ends, and counts days in a range', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
  });

  it('defaults to the last 30 days ending today in South Africa', () => {
    // 23:30 UTC on 31 March is already 1 April in Johannesburg.
    expect(defaultAnalyticsRange(new Date('2026-03-31T23:30:00Z'))).toEqual({ from: '2026-03-03', to: '2026-04-01' });
  });

  it('lists every day, or every Monday from the week of the first day', () => {
    expect(analyticsPeriods('2026-03-30', '2026-04-02', 'day')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(analyticsPeriods('2026-03-01', '2026-03-16', 'week')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
  });
});

describe('analyticsCsv', () => {
  it('writes labels, then rows by column, money in rand and hours with one decimal', () => {
    const csv = analyticsCsv({
      columns: [
        { key: 'plan', label: 'Plan', kind: 'text' },
        { key: 'revenue', label: 'Revenue', kind: 'money' },
        { key: 'hours', label: 'Median hours', kind: 'hours' },
        { key: 'paid', label: 'Paid', kind: 'count' },
      ],
      rows: [
        { plan: 'Pro + AI', revenue: 60_000, hours: 3, paid: 2 },
        { plan: '=cmd', revenue: 0, hours: null, paid: 0 },
      ],
    });
    expect(csv).toBe("Plan,Revenue,Median hours,Paid\r\nPro + AI,600.00,3.0,2\r\n'=cmd,0.00,,0");
  });
});

describe('analyticsQuerySchema', () => {
  it('splits the section list and defaults the interval', () => {
    expect(analyticsQuerySchema.parse({ sections: 'funnel, payments' })).toEqual({ interval: 'day', sections: ['funnel', 'payments'] });
  });

  it('refuses an end before the start, and a range over three years', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2023-01-01', to: '2026-03-01' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2024-01-01', to: '2026-03-01' }).success).toBe(true);
  });
});
