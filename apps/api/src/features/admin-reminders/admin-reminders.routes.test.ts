import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRemindersSchema } from '@kusasa/domain/schemas/messaging';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { nsfasCycles } from '../../db/schema/funding.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { outboundMessages } from '../../db/schema/messaging.ts';
import { claimDueMessage } from '../../core/messaging/outbox.repo.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { maskAddress } from './admin-reminders.service.ts';

// /admin/reminders (issue 30): failed and interrupted messages, sent again on an admin's word;
// and the upcoming dates nobody has checked in 60 days.

const clock = testClock('2026-10-01T10:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
const view = async () => adminRemindersSchema.parse((await call(t.app, 'GET', '/api/admin/reminders', { cookie: admin.cookie })).json());

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read, env: { QUIET_HOURS: 'none' } });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const queue = (toAddress: string) =>
  t.database.db
    .insert(outboundMessages)
    .values({ channel: 'sms', toAddress, template: 'status-update', body: 'Kusasa: test', status: 'queued', nextAttemptAt: clock.now, createdAt: clock.now })
    .returning({ id: outboundMessages.id })
    .then(([row]) => row!.id);

describe('/admin/reminders', () => {
  it('is for admins only', async () => {
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/admin/reminders', { cookie: learner.cookie })).statusCode).toBe(403);
  });

  it('shows an interrupted send as such, never sends it again by itself, and sends it once on an admin’s word', async () => {
    const id = await queue('+27825550300');
    const claimed = await claimDueMessage(t.database.db, clock.now, 60_000); // an instance that then dies (kill -9)
    expect(claimed?.id).toBe(id);
    clock.advance(61_000);
    await t.app.messaging.worker.runOnce();
    const [row] = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    expect(row).toMatchObject({ status: 'unknown', sentAt: null });
    const problem = (await view()).problems.find((item) => item.id === id);
    expect(problem).toMatchObject({ status: 'unknown', to: '+2782***0300', channel: 'sms', attempts: 1 });

    const retried = await call(t.app, 'POST', `/api/admin/reminders/messages/${id}/retry`, { cookie: admin.cookie });
    expect(retried.json()).toEqual({ status: 'queued' });
    await t.app.messaging.worker.runOnce();
    const [sent] = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await view()).problems.some((item) => item.id === id)).toBe(false);
    const audits = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'MESSAGE_RETRIED'));
    expect(audits.map((entry) => entry.userId)).toContain(admin.id);

    const again = await call(t.app, 'POST', `/api/admin/reminders/messages/${id}/retry`, { cookie: admin.cookie });
    expect(again.statusCode).toBe(409);
    expect((await call(t.app, 'POST', `/api/admin/reminders/messages/${randomUUID()}/retry`, { cookie: admin.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/admin/reminders/messages/not-a-uuid/retry', { cookie: admin.cookie })).statusCode).toBe(400);
  });

  it('counts the last 7 days’ messages by channel and status', async () => {
    await queue('+27825550301');
    const counts = (await view()).counts;
    expect(counts.find((row) => row.channel === 'sms' && row.status === 'queued')?.count).toBeGreaterThanOrEqual(1);
  });

  it('lists upcoming dates not checked in 60 days, soonest first, with who keeps them', async () => {
    const institutionId = randomUUID();
    await t.database.db
      .insert(institutions)
      .values({ id: institutionId, slug: `ac-${institutionId}`, name: 'Stale Dates College', type: 'tvet', province: 'Limpopo' });
    await t.database.db.insert(institutionIntakes).values([
      { institutionId, year: 2027, name: 'Stale intake', closesOn: '2026-11-30', checkedOn: '2026-07-01' },
      { institutionId, year: 2027, name: 'Fresh intake', closesOn: '2026-11-20', checkedOn: '2026-09-15' },
      { institutionId, year: 2026, name: 'Past intake', closesOn: '2026-09-01', checkedOn: '2026-01-01' },
      { institutionId, year: 2027, name: 'Never checked', closesOn: '2026-10-20' },
    ]);
    await t.database.db.insert(nsfasCycles).values({
      fundingYear: 2031,
      opensOn: '2026-10-01',
      closesOn: '2026-12-15',
      appealDays: 30,
      sourceTitle: 'NSFAS media statement',
      sourceUrl: 'https://www.nsfas.org.za/',
      checkedOn: '2026-06-01',
    });
    const dates = (await view()).datesToCheck.filter((row) => row.what.startsWith('Stale Dates College') || row.what.includes('2031'));
    expect(dates.map(({ what, checkedOn, owner }) => [what, checkedOn, owner])).toEqual([
      ['Stale Dates College: Never checked', null, 'institution'],
      ['Stale Dates College: Stale intake', '2026-07-01', 'institution'],
      ['NSFAS applications close for 2031', '2026-06-01', 'admins'],
    ]);
    expect(dates[0]!.link).toBe(`/admin/catalogue/${institutionId}`);
    expect(dates[2]!.link).toBe('/admin/funding-cycles');
  });
});

it('masks addresses enough to recognise, not to copy', () => {
  expect(maskAddress('+27821234567')).toBe('+2782***4567');
  expect(maskAddress('lerato@example.org')).toBe('l***@example.org');
});
