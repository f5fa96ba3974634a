import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELOR_CODE_PATTERN } from '@kusasa/domain/rules/counselor-links';
import { counselorAccountListSchema, counselorProfileSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { counselorAccountReviews, counselorProfiles } from '../../db/schema/counselors.ts';
import { outbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { login, mailedToken, post, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Admins approve counselor accounts (a code is issued) or decline them with a reason (issue 29):
// each audited and mailed; the counselor reads where they stand at /api/counselor/me and sets their school.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

async function registeredCounselor(overrides: Record<string, unknown> = {}) {
  const { input } = await registerAudience(t.app, 'counselor', overrides);
  const token = await mailedToken(t.database.db, input.email, '/confirm-email');
  expect((await post(t.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);
  const cookie = sessionCookieOf(await login(t.app, { email: input.email, password: input.password }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  return { input, cookie, id: user!.id };
}

const listed = async (status: string) =>
  counselorAccountListSchema.parse((await call(t.app, 'GET', `/api/admin/counselor-accounts?status=${status}`, { cookie: admin.cookie })).json()).accounts;
const me = async (cookie: string) => {
  const response = await call(t.app, 'GET', '/api/counselor/me', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return counselorProfileSchema.parse(response.json());
};
const approve = (userId: string, cookie = admin.cookie) => call(t.app, 'POST', `/api/admin/counselor-accounts/${userId}/approve`, { cookie });
const decline = (userId: string, reason: unknown, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/counselor-accounts/${userId}/decline`, { cookie, payload: { reason } });
const setSchool = (cookie: string, payload: unknown) => call(t.app, 'PUT', '/api/counselor/school', { cookie, payload });
const lastMailTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1))[0];
const audited = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.action, action), eq(systemErrorLogs.userId, admin.id)))
    .then((rows) => rows.filter((row) => row.details.target_id === targetId));
const school = { emisNumber: '700400393', schoolName: 'Soweto High School' };

describe('counselor account review', () => {
  it('lists a pending account with its details and school, approves it with a code, audits and mails it', async () => {
    const account = await registeredCounselor({ specialization: 'Career Guidance', assignedRegion: 'Gauteng' });
    expect(await me(account.cookie)).toEqual({ status: 'pending', reason: null, code: null, school: null, organization: null });

    // The school may be set before approval; the admin sees it.
    expect((await setSchool(account.cookie, { emisNumber: 'abc', schoolName: 'X' })).statusCode).toBe(400);
    const saved = await setSchool(account.cookie, { emisNumber: ' 700400393 ', schoolName: ' Soweto High School ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'pending', code: null, school });
    expect(await listed('pending')).toContainEqual(
      expect.objectContaining({
        userId: account.id,
        email: account.input.email,
        fullName: account.input.fullName,
        specialization: 'Career Guidance',
        assignedRegion: 'Gauteng',
        school,
        status: 'pending',
        reason: null,
        decidedAt: null,
      }),
    );

    const approved = await approve(account.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ account: { userId: account.id, status: 'approved', decidedAt: expect.any(String) as unknown } });
    const profile = await me(account.cookie);
    expect(profile).toMatchObject({ status: 'approved', reason: null, school });
    expect(profile.code).toMatch(COUNSELOR_CODE_PATTERN);
    const [entry] = await audited('COUNSELOR_ACCOUNT_APPROVED', account.id);
    expect(entry?.details).toMatchObject({ target_type: 'counselor_account', code: profile.code });
    const mail = await lastMailTo(account.input.email);
    expect(mail?.subject).toMatch(/approved/);
    expect(mail?.textBody).toContain(profile.code!);
    expect(await listed('approved')).toContainEqual(expect.objectContaining({ userId: account.id, status: 'approved' }));
    expect((await listed('pending')).map((row) => row.userId)).not.toContain(account.id);

    // Approved twice, or declined after: 409, nothing changes (the code neither).
    expect((await approve(account.id)).statusCode).toBe(409);
    expect((await decline(account.id, 'Changed my mind about it')).statusCode).toBe(409);
    expect(await audited('COUNSELOR_ACCOUNT_APPROVED', account.id)).toHaveLength(1);
    expect(await audited('COUNSELOR_ACCOUNT_DECLINED', account.id)).toHaveLength(0);
    expect((await me(account.cookie)).code).toBe(profile.code);

    // Changing the school later keeps the code.
    expect((await setSchool(account.cookie, { emisNumber: '500100200', schoolName: 'Orlando West High' })).json()).toMatchObject({
      code: profile.code,
      school: { emisNumber: '500100200', schoolName: 'Orlando West High' },
    });
  });

  it('declines with a reason the counselor reads on /api/counselor/me and in their mail; no code', async () => {
    const account = await registeredCounselor();
    expect((await decline(account.id, 'no')).statusCode).toBe(400);
    expect((await decline(account.id, undefined)).statusCode).toBe(400);
    expect(await t.database.db.select().from(counselorAccountReviews).where(eq(counselorAccountReviews.userId, account.id))).toHaveLength(0);

    const reason = 'We could not confirm that you work at a school.';
    const declined = await decline(account.id, reason);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ account: { status: 'declined', reason } });
    expect(await me(account.cookie)).toEqual({ status: 'declined', reason, code: null, school: null, organization: null });
    expect((await lastMailTo(account.input.email))?.textBody).toContain(reason);
    const [entry] = await audited('COUNSELOR_ACCOUNT_DECLINED', account.id);
    expect(entry?.details).toMatchObject({ target_type: 'counselor_account', reason });
    expect(await listed('declined')).toContainEqual(expect.objectContaining({ userId: account.id, status: 'declined', reason }));
    expect(await t.database.db.select().from(counselorProfiles).where(eq(counselorProfiles.userId, account.id))).toHaveLength(0);
    expect((await approve(account.id)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown or a non-counselor account', async () => {
    const student = await signedInAs(t, 'student');
    expect((await approve(randomUUID())).statusCode).toBe(404);
    expect((await approve(student.id)).statusCode).toBe(404);
    expect((await decline(student.id, 'Not a counselor account at all')).statusCode).toBe(404);
    expect((await approve('not-a-uuid')).statusCode).toBe(400);
    expect(await t.database.db.select().from(counselorAccountReviews).where(eq(counselorAccountReviews.userId, student.id))).toHaveLength(0);
  });

  it('is for admins only; /api/counselor/me and the school are for counselors only', async () => {
    const account = await registeredCounselor();
    const student = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/admin/counselor-accounts')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/counselor-accounts', { cookie: account.cookie })).statusCode).toBe(403);
    expect((await approve(account.id, account.cookie)).statusCode).toBe(403);
    expect((await approve(account.id, student.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/counselor-accounts?status=maybe', { cookie: admin.cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/counselor/me')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/counselor/me', { cookie: student.cookie })).statusCode).toBe(403);
    expect((await setSchool(student.cookie, school)).statusCode).toBe(403);
    expect(await listed('pending')).toContainEqual(expect.objectContaining({ userId: account.id }));
  });
});
