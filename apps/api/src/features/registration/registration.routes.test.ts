import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { makeEmail, makeRegistration, makeSaId } from '../../test/factories.ts';
import { anyObject, anyString, freshIp, getSession, matching, post, registerStudent, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const register = (body: unknown, ip = freshIp()) => post(t.app, '/api/auth/register', body, { ip });
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const counts = async () => ({
  users: await t.database.db.$count(users),
  logs: await t.database.db.$count(verificationLogs),
  sessions: await t.database.db.$count(sessions),
  plans: await t.database.db.$count(userPlans),
});

describe('POST /api/auth/register', () => {
  it('creates a verified student with a Starter plan and a tracking id, and signs them in', async () => {
    const { input, body, cookie, response } = await registerStudent(t.app);
    expect(body).toEqual({
      trackingId: matching(/^KUS-[0-9A-HJKMNP-TV-Z]{8}$/),
      plan: 'starter',
      next: '/auth-redirect',
      session: { user: anyObject, expiresAt: anyString },
    });
    expect(response.cookies[0]).toMatchObject({ name: 'kusasa_session', httpOnly: true, sameSite: 'Lax', path: '/' });

    const user = await userByEmail(input.email);
    expect(user).toMatchObject({
      userType: 'student',
      idVerified: true,
      idNumber: input.idNumber,
      gender: 'female',
      fullName: 'Thandeka Mokoena',
      trackingId: body.trackingId,
      privacyAcceptedAt: clock.now,
      termsAcceptedAt: clock.now,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await t.database.db.select().from(userPlans).where(eq(userPlans.userId, user!.id))).toMatchObject([{ planId: 'starter', active: true }]);
    const [log] = await t.database.db.select().from(verificationLogs).where(eq(verificationLogs.email, input.email));
    expect(log).toMatchObject({ userId: user!.id, result: 'verified', nationalIdLast4: input.idNumber.slice(-4) });
    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.userId, user!.id));
    expect(audit).toMatchObject([{ action: 'register', severity: 'info', category: 'SECURITY' }]);

    const session = await getSession(t.app, cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: user!.id, email: input.email, userType: 'student', isVerified: true, trackingId: body.trackingId } });
  });

  it('answers with the session, as sign-in does, so the browser needs one round trip', async () => {
    const { body, cookie } = await registerStudent(t.app);
    expect(body.session).toEqual((await getSession(t.app, cookie)).json());
  });

  it('checks the identity once: exactly one verification log row, the one linked to the account', async () => {
    const { input } = await registerStudent(t.app);
    const user = await userByEmail(input.email);
    const logs = await t.database.db.select().from(verificationLogs).where(eq(verificationLogs.email, input.email));
    expect(logs).toMatchObject([{ userId: user!.id, result: 'verified' }]);
  });

  it.each([
    ['essential', '/checkout?plan=essential'],
    ['pro-ai', '/checkout?plan=pro-ai'],
    ['starter', '/auth-redirect'],
  ])('sends a learner with the pending plan %s to %s', async (plan, next) => {
    const { body } = await registerStudent(t.app, { plan });
    expect(body).toMatchObject({ plan: 'starter', next });
  });

  it('links the newest unlinked verified log entry with the same last 4 digits', async () => {
    const idNumber = makeSaId();
    for (let i = 0; i < 2; i++) {
      expect((await post(t.app, '/api/identity/verify', { email: makeEmail(), idNumber: idNumber }, { ip: freshIp() })).statusCode).toBe(200);
    }
    const { input } = await registerStudent(t.app, { idNumber });
    const user = await userByEmail(input.email);
    const logs = await t.database.db
      .select()
      .from(verificationLogs)
      .where(eq(verificationLogs.nationalIdLast4, idNumber.slice(-4)));
    expect(logs.filter((log) => log.userId === user!.id)).toHaveLength(1);
    expect(logs.find((log) => log.userId === user!.id)?.email).toBe(input.email);
  });

  it.each([
    ['fullName', { fullName: 'T' }, 'Full name must be at least 2 characters'],
    ['fullName', { fullName: 'x'.repeat(51) }, 'Full name must be at most 50 characters'],
    ['idNumber', { idNumber: '800101500908' }, 'ID Number must be exactly 13 digits'],
    ['idNumber', { idNumber: '8001015009088' }, 'Invalid South African ID number'],
    ['idNumber', { idNumber: 8001015009087 }, 'ID Number must be exactly 13 digits'],
    ['gender', { gender: undefined }, 'Gender is required'],
    ['gender', { gender: 'unknown' }, 'Gender is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: `${'a'.repeat(58)}@ex.com` }, 'Email must be at most 64 characters'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'y'.repeat(65), confirmPassword: 'y'.repeat(65) }, 'Password must be at most 64 characters'],
    ['password', { password: 'iloveyou', confirmPassword: 'iloveyou' }, 'This password is too common. Choose a less predictable one.'],
    ['confirmPassword', { confirmPassword: 'not-the-same-1' }, 'Passwords do not match'],
    ['acceptPrivacy', { acceptPrivacy: false }, 'You must agree to the Privacy Policy and Terms of Service.'],
    ['acceptTerms', { acceptTerms: undefined }, 'You must agree to the Privacy Policy and Terms of Service.'],
    ['plan', { plan: 'gold' }, anyString],
  ])('refuses a bad %s (%j) with 400 and writes nothing', async (field, change, message) => {
    const before = await counts();
    const response = await register(makeRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(response.cookies).toHaveLength(0);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"fullName":'],
    ['an empty body', ''],
    ['an array', '[]'],
  ])('refuses %s with 400 and writes nothing', async (_case, payload) => {
    const before = await counts();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    expect(await counts()).toEqual(before);
  });
});
// Learners under 18 and their guardian's consent by link: features/guardian-consent.
