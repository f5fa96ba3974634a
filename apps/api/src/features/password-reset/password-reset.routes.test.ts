import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLinkTokens, systemErrorLogs } from '../../db/schema/accounts.ts';
import { outbox } from '../../db/schema/mail.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { makeEmail } from '../../test/factories.ts';
import { anyString, containing, createAccount, freshIp, getSession, login, MINUTE, post, sessionCookieOf, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'river-stone-kettle-7';
// The link is mailed by a job (the request does the same work for every address): drain it.
const forgot = async (email: string) => {
  const response = await post(t.app, '/api/auth/forgot-password', { email }, { ip: freshIp() });
  await t.app.jobs.runOnce();
  return response;
};
const reset = (body: Record<string, unknown>, cookie?: string) => post(t.app, '/api/auth/reset-password', body, { cookie, ip: freshIp() });
const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));

async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = /\/reset-password#token=([A-Za-z0-9_-]{43})$/m.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

const signIn = async (email: string, password: string) => login(t.app, { email, password }, { ip: freshIp() });

describe('POST /api/auth/forgot-password', () => {
  it('does the same work for a known and an unknown email: one queued job each, nothing mailed yet', async () => {
    const account = await createAccount(t);
    const queued = async () => (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'password-reset.mail'))).length;
    const before = await queued();
    const known = await post(t.app, '/api/auth/forgot-password', { email: account.email }, { ip: freshIp() });
    expect(await queued()).toBe(before + 1);
    const unknown = await post(t.app, '/api/auth/forgot-password', { email: makeEmail('nobody') }, { ip: freshIp() });
    expect(await queued()).toBe(before + 2);
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(account.email)).toEqual([]);
    await t.app.jobs.runOnce();
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('answers 202 with the same body whether or not the account exists, and mails only a real account', async () => {
    const account = await createAccount(t);
    const unknown = makeEmail();
    const known = await forgot(account.email.toUpperCase());
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(known.body).toBe(missing.body);
    expect(known.json()).toEqual({ message: 'If an account exists for this email, we have sent a link to reset your password.' });
    expect(await mailsTo(unknown)).toHaveLength(0);
    const [mail] = await mailsTo(account.email);
    expect(mail).toMatchObject({ subject: 'Reset your Kusasa password', sentAt: null });
    expect(mail!.textBody).toContain('http://localhost:3000/reset-password#token=');
    const [row] = await t.database.db
      .select()
      .from(emailLinkTokens)
      .where(and(eq(emailLinkTokens.purpose, 'password_reset'), eq(emailLinkTokens.userId, account.id)));
    expect(row).toMatchObject({ usedAt: null, expiresAt: new Date(clock.now.getTime() + 60 * MINUTE) });
    expect(row!.id).not.toBe(await tokenMailedTo(account.email)); // only the hash is stored
  });

  it('sends at most 5 mails an hour to one address, still answering 202', async () => {
    const account = await createAccount(t);
    for (let i = 0; i < 7; i++) expect((await forgot(account.email)).statusCode).toBe(202);
    expect(await mailsTo(account.email)).toHaveLength(5);
  });

  it.each([[{}], [{ email: 'nope' }], [{ email: 42 }]])('refuses %j with 400', async (body) => {
    const response = await post(t.app, '/api/auth/forgot-password', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { email: anyString } } });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, uses up the link and ends every session of the account', async () => {
    const account = await createAccount(t);
    const sessionA = sessionCookieOf(await signIn(account.email, account.password));
    const sessionB = sessionCookieOf(await signIn(account.email, account.password));
    await forgot(account.email);
    const token = await tokenMailedTo(account.email);

    const response = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, sessionA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated' });
    expect(response.cookies).toEqual([containing({ name: 'kusasa_session', value: '' })]);
    for (const cookie of [sessionA, sessionB]) expect((await getSession(t.app, cookie)).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ token, password: 'another-pass-99', confirmPassword: 'another-pass-99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'This password reset link is invalid or has expired. Please request a new one.',
        fields: { token: 'This password reset link is invalid or has expired. Please request a new one.' },
      },
    });
    const events = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.userId, account.id));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('retires the other links of the account once one is used', async () => {
    const account = await createAccount(t);
    await forgot(account.email);
    const older = await tokenMailedTo(account.email);
    clock.advance(1000);
    await forgot(account.email);
    const newer = await tokenMailedTo(account.email);
    expect((await reset({ token: newer, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ token: older, password: 'another-pass-99', confirmPassword: 'another-pass-99' })).statusCode).toBe(400);
  });

  it('accepts a link for one hour only', async () => {
    const account = await createAccount(t);
    await forgot(account.email);
    const token = await tokenMailedTo(account.email);
    clock.advance(60 * MINUTE);
    expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);

    await forgot(account.email);
    const fresh = await tokenMailedTo(account.email);
    clock.advance(59 * MINUTE);
    expect((await reset({ token: fresh, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'different-pass-1' }, 'Passwords do not match'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'sunshine1', confirmPassword: 'sunshine1' }, 'This password is too common. Choose a less predictable one.'],
    ['token', { token: '' }, anyString],
  ])('refuses a bad %s with 400 and keeps the link usable', async (field, change, message) => {
    const account = await createAccount(t);
    await forgot(account.email);
    const token = await tokenMailedTo(account.email);
    const response = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
