import { describe, expect, it } from 'vitest';
import { dueReminder, inQuietHours, isStopMessage, nextSendableTime, parseQuietHours, sendRetryDelayMs } from './messaging.ts';

const sast = (time: string) => new Date(`${time}+02:00`);

describe('dueReminder', () => {
  it('is the latest milestone reached: 14, 7, 2 and 0 days before, none after or too early', () => {
    const byDay = Object.fromEntries([20, 15, 14, 13, 8, 7, 6, 3, 2, 1, 0, -1].map((days) => [days, dueReminder(days)]));
    expect(byDay).toEqual({ 20: null, 15: null, 14: 14, 13: 14, 8: 14, 7: 7, 6: 7, 3: 7, 2: 2, 1: 2, 0: 0, '-1': null });
  });
});

describe('quiet hours', () => {
  it('are 21:00 to 07:00 in South Africa, whatever the server time zone', () => {
    expect(inQuietHours(sast('2026-12-01T20:59:59'))).toBe(false);
    expect(inQuietHours(sast('2026-12-01T21:00:00'))).toBe(true);
    expect(inQuietHours(sast('2026-12-02T03:00:00'))).toBe(true);
    expect(inQuietHours(sast('2026-12-02T06:59:59'))).toBe(true);
    expect(inQuietHours(sast('2026-12-02T07:00:00'))).toBe(false);
  });

  it('hold a message until 07:00 the same night, across midnight and month ends', () => {
    expect(nextSendableTime(sast('2026-11-30T22:15:00')).toISOString()).toBe(sast('2026-12-01T07:00:00').toISOString());
    expect(nextSendableTime(sast('2026-12-01T05:00:00')).toISOString()).toBe(sast('2026-12-01T07:00:00').toISOString());
    const noon = sast('2026-12-01T12:00:00');
    expect(nextSendableTime(noon)).toBe(noon);
  });

  it('can be configured, or turned off', () => {
    expect(parseQuietHours('21:00-07:00')).toEqual({ from: 21, until: 7 });
    expect(parseQuietHours('none')).toBeNull();
    expect(parseQuietHours('9pm-7am')).toBeUndefined();
    expect(parseQuietHours('07:00-07:00')).toBeUndefined();
    const daytime = { from: 12, until: 14 };
    expect(inQuietHours(sast('2026-12-01T13:00:00'), daytime)).toBe(true);
    expect(nextSendableTime(sast('2026-12-01T13:00:00'), daytime).toISOString()).toBe(sast('2026-12-01T14:00:00').toISOString());
    expect(inQuietHours(sast('2026-12-01T23:00:00'), null)).toBe(false);
  });
});

describe('STOP', () => {
  it('is the whole message, in any case and with punctuation', () => {
    for (const text of ['STOP', 'stop', ' Stop! ', 'STOPALL', 'unsubscribe', 'Opt out', 'opt-out', 'Ｓｔｏｐ']) expect(isStopMessage(text), text).toBe(true);
    for (const text of ['please stop sending the wrong date', 'STOPPED', 'ok', '', 'non-stop']) expect(isStopMessage(text), text).toBe(false);
  });
});

it('waits 1, 5, 25 and 125 minutes between attempts', () => {
  expect([1, 2, 3, 4].map((attempts) => sendRetryDelayMs(attempts) / 60_000)).toEqual([1, 5, 25, 125]);
});
