import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { outbox } from '../../db/schema/mail.ts';
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
const guardian = { name: 'Nomsa Mokoena', phone: '082 123 4567', email: 'nomsa@example.co.za', consent: true };

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
      guardianConsentVersion: null,
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

describe('learners under 18 (POPIA section 35)', () => {
  const minorId = () => makeSaId({ dob: '2010-06-15' }); // 15 on 2026-03-01

  it('needs a parent or guardian with consent', async () => {
    const before = await counts();
    const response = await register(makeRegistration({ idNumber: minorId() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { guardian: "Learners under 18 need a parent or guardian's consent to register." } } });
    const noConsent = await register(makeRegistration({ idNumber: minorId(), guardian: { ...guardian, consent: false } }));
    expect(noConsent.json()).toMatchObject({ error: { fields: { 'guardian.consent': 'Your parent or guardian must give their consent.' } } });
    expect(await counts()).toEqual(before);
  });

  it('records the guardian, the consent wording version and the time', async () => {
    const { input } = await registerStudent(t.app, { idNumber: minorId(), guardian });
    expect(await userByEmail(input.email)).toMatchObject({
      guardianName: 'Nomsa Mokoena',
      guardianPhone: '+27821234567',
      guardianEmail: 'nomsa@example.co.za',
      guardianConsentVersion: 'guardian-consent-2026-01',
      guardianConsentAt: clock.now,
    });
  });

  it('does not ask an adult for a guardian', async () => {
    const { input } = await registerStudent(t.app, { idNumber: makeSaId({ dob: '2007-01-10' }) });
    expect(await userByEmail(input.email)).toMatchObject({ guardianName: null, guardianConsentVersion: null });
  });
});

describe('identity and setup failures', () => {
  it('answers an ID number another account holds like a success, keeps nothing and mails the holder (no ID number discovery)', async () => {
    const { input } = await registerStudent(t.app);
    const before = await counts();
    const response = await register(makeRegistration({ idNumber: input.idNumber }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ trackingId: matching(/^KUS-[0-9A-HJKMNP-TV-Z]{8}$/), plan: 'starter', next: '/auth-redirect', session: null });
    expect(response.cookies).toHaveLength(0);
    expect(await counts()).toEqual({ ...before, logs: before.logs + 1 });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, input.email));
    expect(mails.at(-1)).toMatchObject({ subject: 'Someone tried to register with your ID number' });
    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'register_id_number_held'));
    expect(audit.at(-1)).toMatchObject({ severity: 'warning', category: 'SECURITY' });
  });

  it('answers a taken email like a success, keeps nothing and mails the owner instead (no account discovery)', async () => {
    const { input } = await registerStudent(t.app);
    const before = await counts();
    const mailsBefore = await t.database.db.$count(outbox, eq(outbox.toAddress, input.email));
    const response = await register(makeRegistration({ email: input.email.toUpperCase() }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ trackingId: matching(/^KUS-[0-9A-HJKMNP-TV-Z]{8}$/), plan: 'starter', next: '/auth-redirect', session: null });
    expect(response.cookies).toHaveLength(0);
    expect(await counts()).toEqual(before);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, input.email));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: 'Someone tried to register with your email' });
    expect(mails.at(-1)!.textBody).toContain('/forgot-password');
    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'register_email_taken'));
    expect(audit.at(-1)).toMatchObject({ severity: 'warning', category: 'SECURITY' });
  });

  it('never names a held ID number, also when the rest of the form is invalid', async () => {
    const { input } = await registerStudent(t.app);
    const response = await register(makeRegistration({ idNumber: input.idNumber, password: 'short', confirmPassword: 'short' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { password: 'Password must be at least 8 characters' } } });
    expect(response.json<{ error: { fields: object } }>().error.fields).not.toHaveProperty('idNumber');
  });

  it('rolls the whole account back when a step fails mid-transaction', async () => {
    const db = t.database.db;
    await db.execute(sql`create function kusasa_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger kusasa_test_fail before insert on user_plans for each row execute function kusasa_test_fail()`);
    try {
      const before = await counts();
      const input = makeRegistration();
      const response = await register(input);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Account setup failed. Please try again.' } });
      expect(response.cookies).toHaveLength(0);
      expect(await userByEmail(input.email)).toBeUndefined();
      const after = await counts();
      expect(after).toEqual({ ...before, logs: before.logs + 1 });
      const [log] = await db.select().from(verificationLogs).where(eq(verificationLogs.email, input.email));
      expect(log?.userId).toBeNull();
      expect(log).toMatchObject({ result: 'failed', reason: 'registration_failed' }); // never left verified
    } finally {
      await db.execute(sql`drop trigger kusasa_test_fail on user_plans`);
      await db.execute(sql`drop function kusasa_test_fail()`);
    }
    expect((await register(makeRegistration())).statusCode).toBe(201);
  });

  it('answers 429 with blockedUntil once the address is blocked', async () => {
    const ip = freshIp();
    // Identity checks refused from this address (a wrong check digit) count towards its block.
    const valid = makeSaId();
    const invalid = `${valid.slice(0, 12)}${(Number(valid[12]) + 1) % 10}`;
    for (let i = 0; i < 5; i++) {
      const refused = await post(t.app, '/api/identity/verify', { idNumber: invalid, email: makeEmail(), fullName: 'Thandeka Mokoena' }, { ip });
      expect(refused.statusCode).toBe(400);
    }
    const response = await register(makeRegistration(), ip);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' }, blockedUntil: anyString, attempts: 5 });
    expect(response.cookies).toHaveLength(0);
  });
});
