import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { containing, createAccount, freshIp, getSession, login, MINUTE, post, sessionCookieOf, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Sessions last 2 minutes here (SESSION_TTL_MINUTES), so expiry is quick to reach.
const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read, env: { SESSION_TTL_MINUTES: '2' } });
});
afterAll(() => t.close());

async function signIn(remember = false) {
  const account = await createAccount(t);
  const response = await login(t.app, { email: account.email, password: account.password, remember }, { ip: freshIp() });
  return { account, cookie: sessionCookieOf(response) };
}

const expectCleared = (response: Awaited<ReturnType<typeof getSession>>) =>
  expect(response.cookies).toEqual([containing({ name: 'kusasa_session', value: '', path: '/', httpOnly: true })]);

describe('GET /api/auth/session', () => {
  it('answers 401 UNAUTHENTICATED without a cookie', async () => {
    const response = await getSession(t.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it.each(['not-a-token', 'A'.repeat(43)])('answers 401 UNAUTHENTICATED for the unknown session %s and clears the cookie', async (token) => {
    const response = await getSession(t.app, `kusasa_session=${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expectCleared(response);
  });

  it('answers with the user until the lifetime ends, then SESSION_EXPIRED once', async () => {
    const { account, cookie } = await signIn();
    clock.advance(MINUTE);
    const live = await getSession(t.app, cookie);
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.json()).toMatchObject({ user: { id: account.id, email: account.email } });

    clock.advance(MINUTE);
    const expired = await getSession(t.app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' } });
    expectCleared(expired);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('leaves the one SESSION_EXPIRED answer to the session endpoint when another request sees the expiry first', async () => {
    const { cookie } = await signIn();
    clock.advance(2 * MINUTE);
    const other = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
    expect(other.cookies.find((c) => c.name === 'kusasa_session')).toBeUndefined();
    const reported = await getSession(t.app, cookie);
    expect(reported.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
    expectCleared(reported);
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('keeps a remembered session for 7 days whatever SESSION_TTL_MINUTES says', async () => {
    const { cookie } = await signIn(true);
    clock.advance(7 * 24 * 60 * MINUTE - MINUTE);
    expect((await getSession(t.app, cookie)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });

  it('ends with the account', async () => {
    const { account, cookie } = await signIn();
    await t.database.db.delete(users).where(eq(users.id, account.id));
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { account, cookie } = await signIn();
    const response = await post(t.app, '/api/auth/logout', undefined, { cookie });
    expect(response.statusCode).toBe(204);
    expectCleared(response);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);
    expect((await getSession(t.app, cookie)).statusCode).toBe(401);
  });

  it('answers 204 when there is no session', async () => {
    expect((await post(t.app, '/api/auth/logout', undefined)).statusCode).toBe(204);
  });
});

describe('the production cookie', () => {
  it('is __Host- prefixed and Secure', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true', PUBLIC_URL: 'https://kusasa.example' } });
    try {
      const account = await createAccount(production);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://kusasa.example' },
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toEqual([containing({ name: '__Host-kusasa_session', secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })]);
      expect(response.cookies[0]).not.toHaveProperty('domain');
      const session = await getSession(production.app, sessionCookieOf(response, '__Host-kusasa_session'));
      expect(session.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
