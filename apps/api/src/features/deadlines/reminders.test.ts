import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/http.ts';
import { buildTestAppOn, createTestApp, type TestApp } from '../../test/test-app.ts';
import { learnerWithDraft, messagesOf, submit, switchableSmsSender } from './reminders.test-support.ts';

// Deadline reminders on a moved clock (issue 30): 14, 7, 2 and 0 days before a draft's closing date,
// never in quiet hours (21:00-07:00 SAST), once per step and date (across instances too), and never
// after the learner has submitted.

const at = (sast: string) => new Date(`${sast}+02:00`);
const clock = testClock('2026-12-01T08:00:00Z');
const sms = switchableSmsSender();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read, adapters: { sms: sms.sender } });
});
afterAll(() => t.close());

const schedule = async (app = t.app) => (await app.housekeeping.runOnce())['deadline reminders'];
const send = (app = t.app) => app.messaging.worker.runOnce();
const smsTo = (phone: string) => sms.sent.filter((message) => message.to === phone);

describe('deadline reminders', () => {
  it('sends 14, 7, 2 and 0 days before, each once, and waits out quiet hours', async () => {
    const phone = '+27825550101';
    clock.now = at('2026-12-01T10:00:00');
    const { learner } = await learnerWithDraft(t, '2026-12-20', phone);

    clock.now = at('2026-12-05T10:00:00'); // 15 days before: nothing yet
    await schedule();
    await send();
    expect(smsTo(phone)).toHaveLength(0);

    clock.now = at('2026-12-06T10:00:00'); // 14 days before
    expect(await schedule()).toBeGreaterThanOrEqual(2); // in-app and SMS
    await send();
    expect(smsTo(phone)).toHaveLength(1);
    expect(smsTo(phone)[0]!.text).toMatch(/^Kusasa: Reminder University closes: BSc Reminders, in 14 days \(20 December 2026\)\. To do: Submit your draft\. /);
    expect(smsTo(phone)[0]!.parts).toBeLessThanOrEqual(2);
    await schedule();
    await send();
    expect(smsTo(phone)).toHaveLength(1); // the same milestone is never queued twice

    clock.now = at('2026-12-13T22:30:00'); // 7 days before, in quiet hours
    await schedule();
    await send();
    expect(smsTo(phone)).toHaveLength(1);
    const held = (await messagesOf(t, learner.id)).find((row) => row.channel === 'sms' && row.status === 'queued');
    expect(held?.nextAttemptAt.toISOString()).toBe(at('2026-12-14T07:00:00').toISOString());
    clock.now = at('2026-12-14T07:00:00');
    await send();
    expect(smsTo(phone).map((message) => /in (\d+) days/.exec(message.text)?.[1])).toEqual(['14', '7']);

    clock.now = at('2026-12-18T09:00:00'); // 2 days before
    await schedule();
    await send();
    clock.now = at('2026-12-20T08:00:00'); // the day itself
    await schedule();
    await send();
    expect(smsTo(phone).at(-1)!.text).toContain(', today (20 December 2026)');
    expect(smsTo(phone)).toHaveLength(4);
    const inApp = (await messagesOf(t, learner.id)).filter((row) => row.channel === 'in-app');
    expect(inApp.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('never sends a reminder after the draft is submitted, even one already queued', async () => {
    const phone = '+27825550102';
    clock.now = at('2026-12-01T10:00:00');
    const { learner, applicationId } = await learnerWithDraft(t, '2026-12-10', phone);
    clock.now = at('2026-12-03T10:00:00'); // 7 days before
    await schedule();
    await send();
    expect(smsTo(phone)).toHaveLength(1);

    clock.now = at('2026-12-08T21:30:00'); // 2 days before, in quiet hours: queued for 07:00
    await schedule();
    await submit(t, applicationId);
    clock.now = at('2026-12-09T07:05:00');
    await send();
    await schedule();
    await send();
    expect(smsTo(phone)).toHaveLength(1);
    const twoDay = (await messagesOf(t, learner.id)).filter((row) => row.dedupeKey?.endsWith(':2:sms'));
    expect(twoDay.map((row) => row.status)).toEqual(['cancelled']);
  });

  it('queues and sends each reminder once with two instances working at once', async () => {
    const phone = '+27825550103';
    clock.now = at('2026-12-01T10:00:00');
    await learnerWithDraft(t, '2026-12-08', phone);
    const second = await buildTestAppOn(t.database, { clock: clock.read, adapters: { sms: sms.sender } });
    try {
      clock.now = at('2026-12-01T11:00:00'); // 7 days before
      await Promise.all([schedule(), schedule(second), schedule(), schedule(second)]);
      await Promise.all([send(), send(second)]);
      expect(smsTo(phone)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('retries a failed send with growing waits, then leaves it failed for admins', async () => {
    const phone = '+27825550104';
    clock.now = at('2026-12-01T10:00:00');
    const { learner } = await learnerWithDraft(t, '2026-12-03', phone);
    sms.state.down = true;
    try {
      clock.now = at('2026-12-01T10:05:00'); // 2 days before
      await schedule();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await send();
        const row = (await messagesOf(t, learner.id)).find((message) => message.channel === 'sms')!;
        if (row.status === 'queued') waits.push((row.nextAttemptAt.getTime() - clock.now.getTime()) / 60_000);
        clock.now = row.nextAttemptAt;
      }
      expect(waits).toEqual([1, 5, 25, 125]);
      const row = (await messagesOf(t, learner.id)).find((message) => message.channel === 'sms')!;
      expect(row).toMatchObject({ status: 'failed', attempts: 5, lastError: 'SMSC unreachable' });
    } finally {
      sms.state.down = false;
    }
    expect(smsTo(phone)).toHaveLength(0);
  });
});
