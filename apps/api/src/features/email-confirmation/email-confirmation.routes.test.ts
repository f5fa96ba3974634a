import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemErrorLogs } from '../../db/schema/accounts.ts';
import { outbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { makeEmail } from '../../test/factories.ts';
import { anyString, createAccount, freshIp, login, mailedToken, MINUTE, post, registerAudience, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const HOUR = 60 * MINUTE;
const confirm = (token: unknown) => post(t.app, '/api/auth/confirm-email', { token }, { ip: freshIp() });
const resend = (email: unknown) => post(t.app, '/api/auth/resend-confirmation', { email }, { ip: freshIp() });
const signIn = (email: string, password: string, portal = 'any') => login(t.app, { email, password, portal }, { ip: freshIp() });
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const mailCount = (email: string) => t.database.db.$count(outbox, eq(outbox.toAddress, email));

const notConfirmed = {
  reason: 'EMAIL_NOT_CONFIRMED',
  error: { code: 'FORBIDDEN', message: 'Please confirm your email address first. We sent you a link when you registered.' },
};

describe.each([
  ['counselor', 'consultant', '/counselors/login'],
  ['institution', 'institution', '/institutions/login'],
  ['nsfas', 'nsfas', '/nsfas/login'],
] as const)('a %s account', (audience, portal, loginPath) => {
  it('cannot sign in before confirming, on its own page or on /login, and gets no session', async () => {
    const { input } = await registerAudience(t.app, audience);
    const user = await userByEmail(input.email);
    for (const page of [portal, 'any']) {
      const response = await signIn(input.email, input.password, page);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(notConfirmed);
      expect(response.cookies).toHaveLength(0);
    }
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    const refusals = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.userId, user.id), eq(systemErrorLogs.action, 'sign_in_unconfirmed')));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({ severity: 'warning' });
  });

  it('still gets the generic answer for a wrong password, so confirmation reveals nothing', async () => {
    const { input } = await registerAudience(t.app, audience);
    const response = await signIn(input.email, 'not-the-password-1', portal);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
  });

  it('confirms with the mailed link once, then signs in', async () => {
    const { input } = await registerAudience(t.app, audience);
    const token = await mailedToken(t.database.db, input.email, '/confirm-email');
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your email address is confirmed. You can now sign in.', next: loginPath });
    expect((await userByEmail(input.email)).emailConfirmedAt).toEqual(clock.now);
    expect((await signIn(input.email, input.password, portal)).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    const used = 'This confirmation link has already been used. If your email address is confirmed, you can sign in.';
    expect(again.json()).toEqual({ error: { code: 'VALIDATION', message: used, fields: { token: used } } });
  });
});

describe('POST /api/auth/confirm-email', () => {
  it('accepts a link for 48 hours and then says it expired', async () => {
    const early = await registerAudience(t.app, 'counselor');
    const late = await registerAudience(t.app, 'counselor');
    const earlyToken = await mailedToken(t.database.db, early.input.email, '/confirm-email');
    const lateToken = await mailedToken(t.database.db, late.input.email, '/confirm-email');
    const start = clock.now;
    clock.advance(48 * HOUR - MINUTE);
    expect((await confirm(earlyToken)).statusCode).toBe(200);
    clock.advance(MINUTE);
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(400);
    const message = 'This confirmation link has expired. Please request a new one.';
    expect(expired.json()).toEqual({ reason: 'LINK_EXPIRED', error: { code: 'VALIDATION', message, fields: { token: message } } });
    expect((await userByEmail(late.input.email)).emailConfirmedAt).toBeNull();
    expect((await signIn(late.input.email, late.input.password)).statusCode).toBe(403);

    // A new link from the resend form works.
    expect((await resend(late.input.email)).statusCode).toBe(202);
    expect((await confirm(await mailedToken(t.database.db, late.input.email, '/confirm-email'))).statusCode).toBe(200);
    expect((await signIn(late.input.email, late.input.password)).statusCode).toBe(200);
    expect(clock.now.getTime() - start.getTime()).toBe(48 * HOUR);
  });

  it('retires the other links of the account once one is used', async () => {
    const { input } = await registerAudience(t.app, 'nsfas');
    const first = await mailedToken(t.database.db, input.email, '/confirm-email');
    clock.advance(1000);
    await resend(input.email);
    const second = await mailedToken(t.database.db, input.email, '/confirm-email');
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first)).json()).toMatchObject({
      error: { message: 'This confirmation link has already been used. If your email address is confirmed, you can sign in.' },
    });
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['an empty token', ''],
    ['a number', 42],
    ['no token', undefined],
    ['a very long token', 'x'.repeat(201)],
  ])('refuses %s with 400', async (_case, token) => {
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    const message = 'This confirmation link is invalid. Please request a new one.';
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: _case === 'an unknown token' ? message : anyString, fields: { token: message } } });
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('answers 202 alike for every address, and mails only an account waiting for confirmation', async () => {
    const waiting = await registerAudience(t.app, 'institution');
    const sponsor = await registerAudience(t.app, 'sponsor');
    const student = await createAccount(t);
    const unknown = makeEmail();
    const bodies = new Set<string>();
    for (const email of [waiting.input.email.toUpperCase(), sponsor.input.email, student.email, unknown]) {
      const response = await resend(email);
      expect(response.statusCode).toBe(202);
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: 'If an account is waiting for confirmation, we have sent a new link to this email address.' })]);
    expect(await mailCount(waiting.input.email)).toBe(2);
    expect(await mailCount(sponsor.input.email)).toBe(0);
    expect(await mailCount(student.email)).toBe(0);
    expect(await mailCount(unknown)).toBe(0);

    // Once confirmed, no more links.
    await confirm(await mailedToken(t.database.db, waiting.input.email, '/confirm-email'));
    await resend(waiting.input.email);
    expect(await mailCount(waiting.input.email)).toBe(2);
  });

  it('sends at most 5 links an hour to one address, still answering 202', async () => {
    const { input } = await registerAudience(t.app, 'counselor');
    for (let i = 0; i < 7; i++) expect((await resend(input.email)).statusCode).toBe(202);
    expect(await mailCount(input.email)).toBe(1 + 5);
  });

  it.each([[{}], [{ email: 'nope' }], [{ email: 42 }]])('refuses %j with 400', async (body) => {
    const response = await post(t.app, '/api/auth/resend-confirmation', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { email: anyString } } });
  });
});
