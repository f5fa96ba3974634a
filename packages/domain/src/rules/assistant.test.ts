import { describe, expect, it } from 'vitest';
import { THANDI_TIERS } from './plans.ts';
import {
  ASSISTANT_DAILY_QUOTAS,
  assistantDayOf,
  dailyQuotaFor,
  isSendableMessage,
  knowledgeIdFromTitle,
  maskPersonalDetails,
  quotaResetsAt,
  shouldWarnRemaining,
} from './assistant.ts';

describe("Thandi's daily quota", () => {
  it('grows with the Thandi tier', () => {
    expect(THANDI_TIERS.map(dailyQuotaFor)).toEqual([ASSISTANT_DAILY_QUOTAS.basic, ASSISTANT_DAILY_QUOTAS.guidance, ASSISTANT_DAILY_QUOTAS.advanced]);
    expect(dailyQuotaFor('basic')).toBeLessThan(dailyQuotaFor('guidance'));
    expect(dailyQuotaFor('guidance')).toBeLessThan(dailyQuotaFor('advanced'));
  });

  it.each([
    ['2026-03-01T21:59:59Z', '2026-03-01'],
    ['2026-03-01T22:00:00Z', '2026-03-02'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('counts %s on the South African day %s', (iso, day) => {
    expect(assistantDayOf(new Date(iso))).toBe(day);
  });

  it('resets at the next midnight in Johannesburg', () => {
    expect(quotaResetsAt(new Date('2026-03-01T08:00:00Z')).toISOString()).toBe('2026-03-01T22:00:00.000Z');
    expect(quotaResetsAt(new Date('2026-03-01T22:00:00Z')).toISOString()).toBe('2026-03-02T22:00:00.000Z');
  });

  it('warns when 1 or fewer questions remain (seed 001 section 8)', () => {
    expect([3, 2, 1, 0].map(shouldWarnRemaining)).toEqual([false, false, true, true]);
  });
});

describe('messages and knowledge ids', () => {
  it('never sends an empty or whitespace-only message', () => {
    expect(['', '   ', '\n\t', 'hi'].map(isSendableMessage)).toEqual([false, false, false, true]);
  });

  it('makes a slug id from a title', () => {
    expect(knowledgeIdFromTitle('NSFAS: who qualifies?')).toBe('nsfas-who-qualifies');
    expect(knowledgeIdFromTitle('Études à l’université')).toBe('etudes-a-l-universite');
  });

  it('masks ID numbers, phone numbers and emails before admins read a question', () => {
    expect(maskPersonalDetails('ID 8001015009087, phone +27 82 123 4567 or 0821234567, mail a.b@example.co.za')).toBe(
      'ID [ID number], phone [phone] or [phone], mail [email]',
    );
  });
});
