import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';
import { login, mailedToken, post, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/institution/account', () => {
  it('shows a registered institution its own registration, pending until approved', async () => {
    const { input } = await registerAudience(t.app, 'institution');
    const token = await mailedToken(t.database.db, input.email, '/confirm-email');
    expect((await post(t.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);
    const cookie = sessionCookieOf(await login(t.app, { email: input.email, password: input.password }));
    const response = await call(t.app, 'GET', '/api/institution/account', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ institution: { name: input.institutionName, status: 'pending' } });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    await t.database.db
      .update(institutions)
      .set({ status: 'active' })
      .where(eq(institutions.userId, user?.id ?? ''));
    expect((await call(t.app, 'GET', '/api/institution/account', { cookie })).json()).toMatchObject({ institution: { status: 'active' } });
  });

  it('is null for an institution account without a registration, and for institutions only', async () => {
    const operatorMade = await signedInAs(t, 'institution');
    expect((await call(t.app, 'GET', '/api/institution/account', { cookie: operatorMade.cookie })).json()).toEqual({
      institution: null,
      workspace: { state: 'pending', reason: null, institutionName: null, figures: null },
    });
    expect((await call(t.app, 'GET', '/api/institution/account', { cookie: (await signedInAs(t, 'sponsor')).cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/institution/account')).statusCode).toBe(401);
  });
});
