import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { createAccount, freshIp, getSession, login, post, sessionCookieOf } from '../../test/http.ts';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/signed-in.ts';

// Whatever keeps session reads (the embedded database, decision 0387), a change to a session or an
// account shows on the very next request, on this instance and on another over the same database,
// however the change was made.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const account = await createAccount(t);
  const cookie = sessionCookieOf(await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() }));
  expect((await getSession(t.app, cookie)).statusCode).toBe(200);
  expect((await getSession(t.app, cookie)).statusCode).toBe(200);
  return { account, cookie };
}

describe('session reads after a change', () => {
  it('sees a changed account at once, even one changed in SQL', async () => {
    const { account, cookie } = await signedIn();
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie })).statusCode).toBe(200);
    await t.database.db.update(users).set({ userType: 'sponsor', fullName: 'Renamed Person' }).where(eq(users.id, account.id));
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie })).statusCode).toBe(403);
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ user: { fullName: 'Renamed Person', userType: 'sponsor' } });
  });

  it('refuses a session deleted in SQL, or with its account, at once', async () => {
    const first = await signedIn();
    await t.database.db.delete(sessions).where(eq(sessions.userId, first.account.id));
    expect((await getSession(t.app, first.cookie)).statusCode).toBe(401);
    const second = await signedIn();
    await t.database.db.delete(users).where(eq(users.id, second.account.id));
    expect((await getSession(t.app, second.cookie)).statusCode).toBe(401);
  });

  it('refuses on another instance a session signed out on this one, at once', async () => {
    const other = await buildAppOn(t.database);
    try {
      const { cookie } = await signedIn();
      expect((await getSession(other, cookie)).statusCode).toBe(200);
      expect((await getSession(other, cookie)).statusCode).toBe(200);
      expect((await post(t.app, '/api/auth/logout', undefined, { cookie })).statusCode).toBe(204);
      expect((await getSession(other, cookie)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
