import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemErrorLogs } from '../../db/schema/accounts.ts';
import { makeEmail } from '../../test/factories.ts';
import { anyString, createAccount, freshIp, getSession, login, matching, MINUTE, sessionCookieOf, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const sessionsOf = (userId: string) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
const auditOf = (action: string) => t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, action));

describe('POST /api/auth/login', () => {
  it('signs in with a session cookie that ends 8 hours later', async () => {
    const account = await createAccount(t);
    const response = await login(t.app, { email: account.email.toUpperCase(), password: account.password }, { ip: freshIp() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      user: {
        id: account.id,
        email: account.email,
        fullName: 'Test Person',
        userType: 'student',
        isVerified: true,
        profileStatus: null,
        trackingId: matching(/^KUS-/),
      },
      expiresAt: new Date(clock.now.getTime() + 480 * MINUTE).toISOString(),
    });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'kusasa_session', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.secure).toBeUndefined();
    expect(cookie!.maxAge).toBeUndefined(); // a browser-session cookie without 'Remember me'
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await sessionsOf(account.id);
    expect(row).toMatchObject({ remember: false, expiresAt: new Date(clock.now.getTime() + 480 * MINUTE) });
    expect(row!.id).not.toBe(cookie!.value); // only the token's hash is stored
    expect((await auditOf('sign_in')).find((e) => e.userId === account.id)).toMatchObject({ severity: 'info', category: 'SECURITY' });
  });

  it("keeps a remembered session for 7 days ('Remember me for 7 days')", async () => {
    const account = await createAccount(t);
    const response = await login(t.app, { email: account.email, password: account.password, remember: true }, { ip: freshIp() });
    expect(response.json<{ expiresAt: string }>().expiresAt).toBe(new Date(clock.now.getTime() + 7 * 24 * 60 * MINUTE).toISOString());
    expect(response.cookies[0]!.maxAge).toBe(8 * 24 * 60 * 60); // the session's 7 days, plus a day to report its expiry
    expect(await sessionsOf(account.id)).toMatchObject([{ remember: true }]);
  });

  it('gives the same answer for a wrong password and an unknown email, and signs nothing in', async () => {
    const account = await createAccount(t);
    const wrongPassword = await login(t.app, { email: account.email, password: 'not-the-password' }, { ip: freshIp() });
    const unknownEmail = await login(t.app, { email: makeEmail(), password: account.password }, { ip: freshIp() });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
      expect(response.cookies).toHaveLength(0);
    }
    expect(await sessionsOf(account.id)).toHaveLength(0);
    expect((await auditOf('sign_in_failed')).find((e) => e.userId === account.id)).toMatchObject({ severity: 'warning' });
  });

  it('issues a new session id at every sign-in and ends the one the browser had', async () => {
    const account = await createAccount(t);
    const first = sessionCookieOf(await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() }));
    const second = sessionCookieOf(await login(t.app, { email: account.email, password: account.password }, { cookie: first, ip: freshIp() }));
    expect(second).not.toBe(first);
    expect((await getSession(t.app, first)).statusCode).toBe(401);
    expect((await getSession(t.app, second)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'email', 'Both fields are required.'],
    [{ email: '', password: 'x' }, 'email', 'Both fields are required.'],
    [{ email: 'a@b.co' }, 'password', 'Both fields are required.'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Both fields are required.'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: 'x', remember: 'yes' }, 'remember', anyString],
    [{ email: 'a@b.co', password: 'x', portal: 'admin' }, 'portal', anyString],
  ])('refuses %j with 400 and writes nothing', async (body, field, message) => {
    const before = { sessions: await t.database.db.$count(sessions), audit: await t.database.db.$count(systemErrorLogs) };
    const response = await login(t.app, body, { ip: freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect({ sessions: await t.database.db.$count(sessions), audit: await t.database.db.$count(systemErrorLogs) }).toEqual(before);
  });
});

describe('login pages accept only their own account type', () => {
  it.each([
    ['consultant', 'student', 'Invalid counselor credentials'],
    ['institution', 'student', 'Invalid institution credentials'],
    ['nsfas', 'sponsor', 'Invalid NSFAS credentials'],
    ['sponsor', 'institution', 'Invalid sponsor credentials'],
    ['student', 'consultant', 'Please use the appropriate login page for your account type'],
    ['student', 'admin', 'Please use the appropriate login page for your account type'],
  ])('the %s page refuses a %s account and creates no session', async (portal, userType, message) => {
    const account = await createAccount(t, userType);
    const response = await login(t.app, { email: account.email, password: account.password, portal }, { ip: freshIp() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message } });
    expect(response.cookies).toHaveLength(0);
    expect(await sessionsOf(account.id)).toHaveLength(0);
    expect((await auditOf('sign_in_wrong_portal')).find((e) => e.userId === account.id)).toMatchObject({ severity: 'warning' });
  });

  it.each([
    ['consultant', 'consultant'],
    ['institution', 'institution'],
    ['nsfas', 'nsfas'],
    ['sponsor', 'sponsor'],
    ['student', 'student'],
    ['student', 'legacy-type'],
    ['any', 'admin'],
    ['any', 'sponsor'],
  ])('the %s page accepts a %s account', async (portal, userType) => {
    const account = await createAccount(t, userType);
    const response = await login(t.app, { email: account.email, password: account.password, portal }, { ip: freshIp() });
    expect(response.statusCode).toBe(200);
    // An unreadable type is shown as student, the least privileged.
    expect(response.json()).toMatchObject({ user: { userType: userType === 'legacy-type' ? 'student' : userType } });
  });
});

describe('sign-in rate limits', () => {
  it('blocks an email from one address for 15 minutes after 10 failures there, even with the right password', async () => {
    const account = await createAccount(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(t.app, { email: account.email, password: `wrong-${i}` }, { ip })).statusCode).toBe(401);
    }
    const blocked = await login(t.app, { email: account.email, password: account.password }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: matching(/^Too many sign-in attempts\. Please try again after /) } });
    expect(blocked.cookies).toHaveLength(0);
    expect((await auditOf('sign_in_blocked')).length).toBeGreaterThan(0);
    const other = await createAccount(t);
    expect((await login(t.app, { email: other.email, password: other.password }, { ip: freshIp() })).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(t.app, { email: account.email, password: account.password }, { ip })).statusCode).toBe(200);
  });

  it('does not let a stranger lock the owner out: the right password from another address gets in (ASVS 2.2.1)', async () => {
    const account = await createAccount(t);
    const stranger = freshIp();
    for (let i = 0; i < 12; i++) await login(t.app, { email: account.email, password: `guess-${i}` }, { ip: stranger });
    expect((await login(t.app, { email: account.email, password: account.password }, { ip: stranger })).statusCode).toBe(429);
    expect((await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('blocks an address after 50 failures, whatever the email', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) await login(t.app, { email: makeEmail(), password: 'wrong-password' }, { ip });
    const account = await createAccount(t);
    expect((await login(t.app, { email: account.email, password: account.password }, { ip })).statusCode).toBe(429);
    expect((await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() })).statusCode).toBe(200);
  });
});
