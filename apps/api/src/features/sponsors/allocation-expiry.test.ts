import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSponsorTexts } from '@kusasa/domain/sponsor-texts';
import { notifications } from '../../db/schema/notifications.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';
import { freshIp, login, sessionCookieOf, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { learnerWithApplication, registeredSponsor } from './sponsors.test-support.ts';

// Allocations end at expires_on on a moved clock: the plan stops at that instant, housekeeping
// marks them expired and tells the learner, and a week before it tells them once.

const DAY = 24 * 60 * 60_000;
const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

describe('allocation expiry', () => {
  it('notices a week before, ends the plan at expires_on and marks it expired', async () => {
    const admin = await signedInAs(t, 'admin');
    const sponsor = await registeredSponsor(t);
    const learner = await learnerWithApplication(t);
    const created = await call(t.app, 'POST', '/api/admin/sponsor-allocations', {
      cookie: admin.cookie,
      payload: { sponsorId: sponsor.id, studentId: learner.id, allocatedOn: '2026-03-01', expiresOn: '2026-03-20', plan: 'essential' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const titles = async () => (await t.database.db.select().from(notifications).where(eq(notifications.userId, learner.id))).map((row) => row.title);
    // Signed in afresh each time: days pass on the clock and sessions end.
    const plan = async () => {
      const cookie = sessionCookieOf(await login(t.app, { email: learner.email, password: learner.password }, { ip: freshIp() }));
      return (await call(t.app, 'GET', '/api/plans/current', { cookie })).json<{ planId: string }>().planId;
    };

    await t.app.housekeeping.runOnce();
    expect(await titles()).toEqual([adminSponsorTexts.allocationStartedTitle]);

    // 2026-03-13 08:00 UTC: under seven days before 2026-03-20 00:00 SAST.
    clock.advance(12 * DAY);
    await t.app.housekeeping.runOnce();
    await t.app.housekeeping.runOnce();
    expect(await titles()).toEqual([adminSponsorTexts.allocationStartedTitle, adminSponsorTexts.allocationEndingTitle]);
    expect(await plan()).toBe('essential');

    // 2026-03-19 22:00 UTC is 2026-03-20 00:00 SAST: the plan ends at once, before the job runs.
    clock.now = new Date('2026-03-19T22:00:00Z');
    expect(await plan()).toBe('starter');
    await t.app.housekeeping.runOnce();
    const [row] = await t.database.db.select().from(sponsorAllocations).where(eq(sponsorAllocations.studentId, learner.id));
    expect(row?.status).toBe('expired');
    expect(await titles()).toEqual([adminSponsorTexts.allocationStartedTitle, adminSponsorTexts.allocationEndingTitle, adminSponsorTexts.allocationEndedTitle]);
    await t.app.housekeeping.runOnce();
    expect(await titles()).toHaveLength(3);
  });
});
