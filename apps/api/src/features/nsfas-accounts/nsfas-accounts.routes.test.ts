import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nsfasAccountListSchema, nsfasStaffStatusSchema } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { nsfasAccountReviews } from '../../db/schema/funding.ts';
import { outbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { login, mailedToken, post, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Admins approve NSFAS staff accounts or decline them with a reason (issue 28): each audited and
// mailed; the account reads where it stands at /api/nsfas/me.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

async function registeredNsfasAccount(overrides: Record<string, unknown> = {}) {
  const { input } = await registerAudience(t.app, 'nsfas', overrides);
  const token = await mailedToken(t.database.db, input.email, '/confirm-email');
  expect((await post(t.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);
  const cookie = sessionCookieOf(await login(t.app, { email: input.email, password: input.password }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  return { input, cookie, id: user!.id };
}

const listed = async (status: string) =>
  nsfasAccountListSchema.parse((await call(t.app, 'GET', `/api/admin/nsfas-accounts?status=${status}`, { cookie: admin.cookie })).json()).accounts;
const me = async (cookie: string) => {
  const response = await call(t.app, 'GET', '/api/nsfas/me', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return nsfasStaffStatusSchema.parse(response.json());
};
const approve = (userId: string, cookie = admin.cookie) => call(t.app, 'POST', `/api/admin/nsfas-accounts/${userId}/approve`, { cookie });
const decline = (userId: string, reason: unknown, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/nsfas-accounts/${userId}/decline`, { cookie, payload: { reason } });
const lastMailTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1))[0];
const audited = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.action, action), eq(systemErrorLogs.userId, admin.id)))
    .then((rows) => rows.filter((row) => row.details.target_id === targetId));

describe('NSFAS account review', () => {
  it('lists a pending account with its NSFAS details, approves it, audits and mails it', async () => {
    const account = await registeredNsfasAccount({ department: 'Compliance', region: 'Western Cape', position: 'Appeals Officer', employeeNumber: 'NSF-2231' });
    expect(await me(account.cookie)).toEqual({ status: 'pending', reason: null, department: 'Compliance', region: 'Western Cape' });
    expect(await listed('pending')).toContainEqual(
      expect.objectContaining({
        userId: account.id,
        email: account.input.email,
        fullName: account.input.fullName,
        employeeNumber: 'NSF-2231',
        department: 'Compliance',
        region: 'Western Cape',
        position: 'Appeals Officer',
        status: 'pending',
        reason: null,
        decidedAt: null,
      }),
    );

    const approved = await approve(account.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ account: { userId: account.id, status: 'approved', decidedAt: expect.any(String) as unknown } });
    expect(await audited('NSFAS_ACCOUNT_APPROVED', account.id)).toHaveLength(1);
    expect((await lastMailTo(account.input.email))?.subject).toMatch(/approved/);
    expect(await me(account.cookie)).toMatchObject({ status: 'approved' });
    expect(await listed('approved')).toContainEqual(expect.objectContaining({ userId: account.id, status: 'approved' }));
    expect((await listed('pending')).map((row) => row.userId)).not.toContain(account.id);

    // Approved twice, or declined after: 409, nothing changes.
    expect((await approve(account.id)).statusCode).toBe(409);
    expect((await decline(account.id, 'Changed my mind about it')).statusCode).toBe(409);
    expect(await audited('NSFAS_ACCOUNT_APPROVED', account.id)).toHaveLength(1);
    expect(await audited('NSFAS_ACCOUNT_DECLINED', account.id)).toHaveLength(0);
  });

  it('declines with a reason the account reads on /api/nsfas/me and in its mail', async () => {
    const account = await registeredNsfasAccount();
    expect((await decline(account.id, 'no')).statusCode).toBe(400);
    expect((await decline(account.id, undefined)).statusCode).toBe(400);
    expect(await t.database.db.select().from(nsfasAccountReviews).where(eq(nsfasAccountReviews.userId, account.id))).toHaveLength(0);
    expect(await me(account.cookie)).toMatchObject({ status: 'pending' });

    const reason = 'We could not confirm your employee number with NSFAS.';
    const declined = await decline(account.id, reason);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ account: { status: 'declined', reason } });
    expect(await me(account.cookie)).toMatchObject({ status: 'declined', reason });
    expect((await lastMailTo(account.input.email))?.textBody).toContain(reason);
    const [entry] = await audited('NSFAS_ACCOUNT_DECLINED', account.id);
    expect(entry?.details).toMatchObject({ target_type: 'nsfas_account', reason });
    expect(await listed('declined')).toContainEqual(expect.objectContaining({ userId: account.id, status: 'declined', reason }));
    expect((await approve(account.id)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown or a non-NSFAS account', async () => {
    const student = await signedInAs(t, 'student');
    expect((await approve(randomUUID())).statusCode).toBe(404);
    expect((await approve(student.id)).statusCode).toBe(404);
    expect((await decline(student.id, 'Not an NSFAS account at all')).statusCode).toBe(404);
    expect((await approve('not-a-uuid')).statusCode).toBe(400);
    expect(await t.database.db.select().from(nsfasAccountReviews).where(eq(nsfasAccountReviews.userId, student.id))).toHaveLength(0);
  });

  it('is for admins only; /api/nsfas/me is for NSFAS accounts only', async () => {
    const account = await registeredNsfasAccount();
    const student = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/admin/nsfas-accounts')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/nsfas-accounts', { cookie: account.cookie })).statusCode).toBe(403);
    expect((await approve(account.id, account.cookie)).statusCode).toBe(403);
    expect((await approve(account.id, student.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/admin/nsfas-accounts/${account.id}/approve`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/nsfas-accounts?status=maybe', { cookie: admin.cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/nsfas/me')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/nsfas/me', { cookie: student.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/nsfas/me', { cookie: admin.cookie })).statusCode).toBe(403);
    expect(await listed('pending')).toContainEqual(expect.objectContaining({ userId: account.id }));
  });
});
