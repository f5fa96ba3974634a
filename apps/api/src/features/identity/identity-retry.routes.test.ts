import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { makeSaId } from '../../test/factories.ts';
import {
  anyString,
  createAccount,
  freshIp,
  getSession,
  login,
  mailedToken,
  post,
  registerAudience,
  registerStudent,
  sessionCookieOf,
  testClock,
} from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const retry = (cookie: string | undefined, body: unknown = {}, ip = freshIp()) => post(t.app, '/api/identity/retry', body, { cookie, ip });
const userById = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const logsOf = (userId: string) => t.database.db.select().from(verificationLogs).where(eq(verificationLogs.userId, userId));
const badChecksum = (id: string) => id.slice(0, 12) + String((Number(id[12]) + 1) % 10);

/** A signed-in, unverified account, with this ID number stored (or none). */
async function unverified(idNumber: string | null) {
  const account = await createAccount(t);
  await t.database.db.update(users).set({ idVerified: false, idNumber }).where(eq(users.id, account.id));
  const cookie = sessionCookieOf(await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() }));
  return { ...account, cookie };
}

const FAILED = 'Verification failed. Please check your ID number.';
const MISSING = 'Missing user information. Please register again.';

describe('POST /api/identity/retry', () => {
  it('verifies the stored ID number, marks the account verified and links the log entry', async () => {
    const idNumber = makeSaId();
    const account = await unverified(idNumber);
    expect((await getSession(t.app, account.cookie)).json()).toMatchObject({ user: { isVerified: false } });

    // Behind the verification gate until then (seed 000), in the API and not only in the browser.
    const dashboard = () => t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: account.cookie } });
    const refused = await dashboard();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'VERIFICATION_REQUIRED', message: 'Please verify your identity to continue.' } });

    const response = await retry(account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, message: 'Your identity has been verified.' });
    expect((await dashboard()).statusCode).toBe(200);
    expect(await userById(account.id)).toMatchObject({ idVerified: true, idNumber });
    expect(await logsOf(account.id)).toMatchObject([{ result: 'verified', nationalIdLast4: idNumber.slice(-4), email: account.email }]);
    expect((await getSession(t.app, account.cookie)).json()).toMatchObject({ user: { isVerified: true } });
    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.userId, account.id));
    expect(audit.find((e) => e.action === 'identity_verified')).toMatchObject({ severity: 'info', category: 'SECURITY' });
  });

  it('uses the stored ID number, not one sent in the body', async () => {
    const stored = makeSaId();
    const account = await unverified(stored);
    expect((await retry(account.cookie, { idNumber: makeSaId() })).statusCode).toBe(200);
    expect(await userById(account.id)).toMatchObject({ idVerified: true, idNumber: stored });
  });

  it('takes the ID number from the body for an account that has none (a counselor), and keeps it', async () => {
    const { input } = await registerAudience(t.app, 'counselor');
    await post(t.app, '/api/auth/confirm-email', { token: await mailedToken(t.database.db, input.email, '/confirm-email') });
    const cookie = sessionCookieOf(await login(t.app, { email: input.email, password: input.password, portal: 'consultant' }, { ip: freshIp() }));

    const missing = await retry(cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'VALIDATION', message: MISSING, fields: { idNumber: MISSING } } });
    expect((await t.app.inject({ method: 'POST', url: '/api/identity/retry', headers: { origin: 'http://localhost:3000', cookie } })).json()).toMatchObject({
      error: { message: MISSING },
    });

    const idNumber = makeSaId({ gender: 'male' });
    const response = await retry(cookie, { idNumber: ` ${idNumber} ` });
    expect(response.statusCode).toBe(200);
    const session = (await getSession(t.app, cookie)).json<{ user: { id: string; isVerified: boolean } }>();
    expect(session.user.isVerified).toBe(true);
    expect(await userById(session.user.id)).toMatchObject({ idVerified: true, idNumber });
  });

  it.each([
    ['a bad check digit', () => badChecksum(makeSaId()), 'Invalid South African ID number'],
    ['12 digits', () => makeSaId().slice(0, 12), 'ID Number must be exactly 13 digits'],
  ])('refuses %s with the retry message and leaves the account unverified', async (_case, makeId, reason) => {
    const account = await unverified(makeId());
    const response = await retry(account.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: FAILED, fields: { idNumber: reason } }, attempts: 1 });
    expect(await userById(account.id)).toMatchObject({ idVerified: false });
    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.userId, account.id));
    expect(audit.find((e) => e.action === 'identity_retry_failed')).toMatchObject({ severity: 'warning' });
  });

  it('refuses an ID number registered to another account', async () => {
    const other = await registerStudent(t.app, {}, freshIp());
    const account = await unverified(null);
    const response = await retry(account.cookie, { idNumber: other.input.idNumber });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'CONFLICT', message: FAILED, fields: { idNumber: 'This ID number is already registered to another account.' } },
    });
    expect(await userById(account.id)).toMatchObject({ idVerified: false, idNumber: null });
  });

  it('blocks after 5 failures like the identity check, with blockedUntil', async () => {
    const account = await unverified(badChecksum(makeSaId()));
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await retry(account.cookie, {}, ip)).statusCode).toBe(400);
    const blocked = await retry(account.cookie, {}, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: anyString }, blockedUntil: anyString, attempts: 5 });
  });

  it('answers an already verified account with success and changes nothing', async () => {
    const { cookie, input } = await registerStudent(t.app, {}, freshIp());
    const before = await t.database.db.$count(verificationLogs);
    const response = await retry(cookie);
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.$count(verificationLogs)).toBe(before);
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ user: { email: input.email, isVerified: true } });

    // An operator-made account is verified without an ID number: nothing is missing for it either.
    const operatorMade = await createAccount(t, 'admin');
    const adminCookie = sessionCookieOf(await login(t.app, { email: operatorMade.email, password: operatorMade.password }, { ip: freshIp() }));
    expect((await retry(adminCookie)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await retry(undefined, { idNumber: makeSaId() });
    expect(response.statusCode).toBe(401);
  });

  it.each([[{ idNumber: 8001015009087 }], [{ idNumber: 'x'.repeat(33) }]])('refuses the body %j with 400', async (body) => {
    const account = await unverified(null);
    const response = await retry(account.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { idNumber: 'ID Number must be exactly 13 digits' } } });
  });
});
