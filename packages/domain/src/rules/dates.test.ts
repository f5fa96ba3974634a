import { describe, it, expect } from 'vitest';
import { calendarDateIn, formatListDate, formatLongDate } from './dates.ts';

describe('formatListDate', () => {
  it.each([
    ['2025-03-11T12:05:00Z', 'Mar 11, 2:05 PM'],
    ['2025-03-11T22:05:00Z', 'Mar 12, 12:05 AM'],
    ['2025-03-11T10:00:00Z', 'Mar 11, 12:00 PM'],
    ['2025-01-01T07:09:00Z', 'Jan 1, 9:09 AM'],
    ['2024-12-31T21:59:00Z', 'Dec 31, 11:59 PM'],
    ['2024-12-31T22:00:00Z', 'Jan 1, 12:00 AM'],
    ['2025-09-30T09:30:00+02:00', 'Sep 30, 9:30 AM'],
  ])('%s -> %j in South African time', (iso, expected) => {
    expect(formatListDate(iso)).toBe(expected);
    expect(formatListDate(new Date(iso))).toBe(expected);
  });

  it.each([
    ['UTC', 'Mar 11, 12:05 PM'],
    ['America/New_York', 'Mar 11, 8:05 AM'],
    ['Asia/Tokyo', 'Mar 11, 9:05 PM'],
  ])('honours another zone: %s -> %j', (timeZone, expected) => {
    expect(formatListDate('2025-03-11T12:05:00Z', timeZone)).toBe(expected);
  });

  it.each(['', 'not a date', '2025-13-45'])('refuses the invalid date %j', (input) => {
    expect(() => formatListDate(input)).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2025-03-11', '11 March 2025'],
    ['2025-01-01T00:00:00Z', '1 January 2025'],
    ['2024-12-31T22:30:00Z', '1 January 2025'],
    ['1999-09-05T12:00:00Z', '5 September 1999'],
  ])('%s -> %j', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it('honours another zone', () => {
    expect(formatLongDate('2024-12-31T22:30:00Z', 'UTC')).toBe('31 December 2024');
  });

  it.each(['', 'yesterday'])('refuses the invalid date %j', (input) => {
    expect(() => formatLongDate(input)).toThrow(RangeError);
  });
});

describe('calendarDateIn', () => {
  it.each([
    ['2025-05-31T21:59:59Z', { year: 2025, month: 5, day: 31 }],
    ['2025-05-31T22:00:00Z', { year: 2025, month: 6, day: 1 }],
  ])('%s falls on %j in South Africa', (iso, expected) => {
    expect(calendarDateIn(new Date(iso))).toEqual(expected);
  });
});
