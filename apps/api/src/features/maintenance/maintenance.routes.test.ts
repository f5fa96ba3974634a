import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments/create-payment';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { createAccount, freshIp, login, registerStudent, sessionCookieOf, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeRegistration } from '../../test/factories.ts';
import { MAINTENANCE_EXEMPT_ROUTES } from './maintenance-guard.ts';

// The lock as a maintenance switch (decision 0170): non-admin writes are refused with 503
// MAINTENANCE while reads, sign-in, payment notifications and admins keep working.

const clock = testClock('2026-11-24T08:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
const HOUR = 60 * 60_000;

beforeAll(async () => {
  // With WhatsApp's webhook configured, so that every route the lock exempts exists.
  t = await createTestApp({
    clock: clock.read,
    env: { WHATSAPP_APP_SECRET: 'maintenance-test-app-secret', WHATSAPP_VERIFY_TOKEN: 'maintenance-test-verify-token' },
  });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());
afterEach(async () => {
  const state = await call(t.app, 'GET', '/api/admin/maintenance', { cookie: admin.cookie });
  if (state.json<{ locked: boolean }>().locked) await call(t.app, 'POST', '/api/admin/maintenance/unlock', { cookie: admin.cookie });
});

const lock = (body: Record<string, unknown> = { message: 'Results day upgrade in progress' }) =>
  call(t.app, 'POST', '/api/admin/maintenance/lock', { cookie: admin.cookie, payload: body });
const saveDraft = (cookie: string, clientId = randomUUID()) =>
  call(t.app, 'PUT', `/api/applications/drafts/${clientId}`, { cookie, payload: { personalStatement: 'I want to study engineering.' } });
const publicStatus = async () =>
  (await call(t.app, 'GET', '/api/maintenance')).json<{ locked: boolean; message: string | null; until: string | null; overdue: boolean }>();

function simulatorForm(path: string, checkout: CreatePaymentResponse, extra: [string, string][] = []) {
  const body = new URLSearchParams([...checkout.fields.map((field): [string, string] => [field.name, field.value]), ...extra]).toString();
  return t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
}

describe('the public lock status', () => {
  it('says unlocked, with no message, when nobody has locked the site', async () => {
    const response = await call(t.app, 'GET', '/api/maintenance');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ locked: false, message: null, until: null, since: null, overdue: false });
  });

  it('shows the message, the announced end and when it began while locked, to anyone', async () => {
    const until = new Date(clock.now.getTime() + 2 * HOUR).toISOString();
    expect((await lock({ message: 'Back by ten', until })).statusCode).toBe(200);
    expect(await publicStatus()).toEqual({ locked: true, message: 'Back by ten', until, since: clock.now.toISOString(), overdue: false });
  });

  it('says overdue once the announced end has passed and the lock is still on', async () => {
    await lock({ message: 'Back soon', until: new Date(clock.now.getTime() + HOUR).toISOString() });
    clock.advance(HOUR + 1000);
    expect(await publicStatus()).toMatchObject({ locked: true, overdue: true });
  });
});

describe('while the site is locked', () => {
  it("refuses a learner's draft save with 503 MAINTENANCE and the message, and stores nothing", async () => {
    const learner = await registerStudent(t.app);
    await lock({ message: 'Upgrading the database', until: new Date(clock.now.getTime() + HOUR).toISOString() });
    const clientId = randomUUID();
    const response = await saveDraft(learner.cookie, clientId);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3600');
    expect(response.json()).toEqual({
      error: { code: 'MAINTENANCE', message: 'Upgrading the database' },
      maintenance: {
        locked: true,
        message: 'Upgrading the database',
        until: expect.any(String) as unknown,
        since: expect.any(String) as unknown,
        overdue: false,
      },
    });
    expect(
      await t.database.db
        .select()
        .from(applications)
        .where(and(eq(applications.clientId, clientId))),
    ).toEqual([]);
  });

  it('refuses other writes: profile, documents, registration, notifications, payments', async () => {
    const learner = await registerStudent(t.app);
    await lock();
    const refused = [
      await call(t.app, 'PUT', '/api/profile/personal', {
        cookie: learner.cookie,
        payload: { fullName: 'Thandi Nkosi', idNumber: learner.input.idNumber, gender: 'female' },
      }),
      await call(t.app, 'DELETE', '/api/profile/progress', { cookie: learner.cookie }),
      await call(t.app, 'POST', '/api/notifications/read-all', { cookie: learner.cookie }),
      await call(t.app, 'POST', '/api/payments', { cookie: learner.cookie, payload: { plan: 'essential', paymentMethod: 'card' } }),
      await call(t.app, 'POST', '/api/auth/register', { payload: makeRegistration(), headers: {} }),
    ];
    expect(refused.map((response) => [response.statusCode, response.json<{ error: { code: string } }>().error.code])).toEqual(
      refused.map(() => [503, 'MAINTENANCE']),
    );
  });

  it('still checks access first: a signed-out write is 401, not 503', async () => {
    await lock();
    expect((await saveDraft('kusasa_session=nobody')).statusCode).toBe(401);
  });

  it('keeps reads, sign-in, the session and sign-out working for learners', async () => {
    const learner = await createAccount(t);
    await lock();
    const signIn = await login(t.app, { email: learner.email, password: learner.password }, { ip: freshIp() });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signIn);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/applications', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', { cookie })).statusCode).toBeLessThan(300);
  });

  it("accepts PayFast's notification: a payment started before the lock completes during it", async () => {
    const learner = await registerStudent(t.app);
    const checkout = (
      await call(t.app, 'POST', '/api/payments', { cookie: learner.cookie, payload: { plan: 'essential', paymentMethod: 'card' } })
    ).json<CreatePaymentResponse>();
    await lock();
    expect((await simulatorForm('/payfast-simulator/process', checkout)).statusCode).toBe(200);
    // The simulator sends its signed ITN to /api/payments/payfast/notify, as PayFast would.
    expect((await simulatorForm('/payfast-simulator/complete', checkout, [['outcome', 'pay']])).statusCode).toBe(303);
    const payment = await call(t.app, 'GET', `/api/payments/${checkout.merchantReference}`, { cookie: learner.cookie });
    expect(payment.json()).toMatchObject({ status: 'paid' });
  });

  it("lets an admin keep working: an admin's write goes through", async () => {
    const someone = await createAccount(t);
    await lock();
    const response = await call(t.app, 'PATCH', `/api/admin/users/${someone.id}/role`, { cookie: admin.cookie, payload: { userType: 'consultant' } });
    expect(response.statusCode).toBe(200);
  });

  it('lets writes through again once unlocked', async () => {
    const learner = await registerStudent(t.app);
    await lock();
    expect((await saveDraft(learner.cookie)).statusCode).toBe(503);
    const unlocked = await call(t.app, 'POST', '/api/admin/maintenance/unlock', { cookie: admin.cookie });
    expect(unlocked.json()).toMatchObject({ message: maintenanceTexts.unlocked, state: { locked: false, message: 'Results day upgrade in progress' } });
    expect((await saveDraft(learner.cookie)).statusCode).toBe(201);
    expect(await publicStatus()).toMatchObject({ locked: false, message: null });
  });
});

describe('the admin switch', () => {
  it('audits the lock, a change of message and the unlock, with who and what', async () => {
    expect((await lock({ message: 'First message' })).json()).toMatchObject({
      message: maintenanceTexts.locked,
      state: { locked: true, changedBy: { id: admin.id } },
    });
    expect((await lock({ message: 'Second message' })).json()).toMatchObject({ message: maintenanceTexts.lockUpdated });
    await call(t.app, 'POST', '/api/admin/maintenance/unlock', { cookie: admin.cookie });
    const entries = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.component, 'maintenance'));
    const actions = entries.filter((entry) => ['MAINTENANCE_LOCKED', 'MAINTENANCE_UPDATED', 'MAINTENANCE_UNLOCKED'].includes(entry.action ?? '')).slice(-3);
    expect(actions.map((entry) => [entry.category, entry.action, entry.userId])).toEqual([
      ['ADMIN_ACTION', 'MAINTENANCE_LOCKED', admin.id],
      ['ADMIN_ACTION', 'MAINTENANCE_UPDATED', admin.id],
      ['ADMIN_ACTION', 'MAINTENANCE_UNLOCKED', admin.id],
    ]);
    expect(actions[1]?.details).toMatchObject({ from: { locked: true, message: 'First message' }, to: { locked: true, message: 'Second message' } });
  });

  it('keeps the message for the next lock and shows it to the admin while unlocked', async () => {
    await lock({ message: 'Kept for next time' });
    await call(t.app, 'POST', '/api/admin/maintenance/unlock', { cookie: admin.cookie });
    const state = await call(t.app, 'GET', '/api/admin/maintenance', { cookie: admin.cookie });
    expect(state.json()).toMatchObject({ locked: false, message: 'Kept for next time', until: null, since: null });
  });

  it.each([
    ['an empty message', { message: '   ' }, 'message', maintenanceTexts.messageRequired],
    ['a message that is too long', { message: 'x'.repeat(281) }, 'message', undefined],
    ['an end in the past', { message: 'Soon', until: '2026-11-24T07:00:00Z' }, 'until', maintenanceTexts.untilInPast],
    ['an end more than 7 days ahead', { message: 'Soon', until: '2026-12-02T08:00:00Z' }, 'until', 'The end time must be within 7 days'],
    ['an end without a time zone', { message: 'Soon', until: '2026-11-24T10:00:00' }, 'until', undefined],
  ])('refuses %s with 400 and locks nothing', async (_case, body, field, message) => {
    const response = await lock(body);
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field]).toBe(message);
    expect((await publicStatus()).locked).toBe(false);
  });

  it('answers 409 to an unlock when the site is not locked', async () => {
    const response = await call(t.app, 'POST', '/api/admin/maintenance/unlock', { cookie: admin.cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: maintenanceTexts.notLocked } });
  });

  it('lists only routes that exist as exempt from the lock', () => {
    const routes = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    for (const exempt of MAINTENANCE_EXEMPT_ROUTES) expect(routes, exempt).toContain(exempt);
  });
});
