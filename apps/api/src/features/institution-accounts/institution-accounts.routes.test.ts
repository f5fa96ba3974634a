import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviewListSchema } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import { institutionAccountSchema } from '@kusasa/domain/schemas/institution-dashboard';
import { outbox } from '../../db/schema/mail.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutionMembers } from '../../db/schema/institution-staff.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';
import { login, mailedToken, post, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Admins link an institution account to a catalogue institution (it becomes the lead) or decline
// it with a reason; the account's dashboard shows where it stands, and real figures once approved.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
const catalogueId = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  await t.database.db
    .insert(institutions)
    .values({ id: catalogueId, slug: `review-${catalogueId}`, name: 'Review Test University', type: 'university', province: 'Gauteng' });
});
afterAll(() => t.close());

async function registeredAccount() {
  const { input } = await registerAudience(t.app, 'institution');
  const token = await mailedToken(t.database.db, input.email, '/confirm-email');
  expect((await post(t.app, '/api/auth/confirm-email', { token })).statusCode).toBe(200);
  const cookie = sessionCookieOf(await login(t.app, { email: input.email, password: input.password }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  return { input, cookie, id: user!.id };
}

const dashboard = async (cookie: string) => institutionAccountSchema.parse((await call(t.app, 'GET', '/api/institution/account', { cookie })).json());
const listed = async (status: string) =>
  accountReviewListSchema.parse((await call(t.app, 'GET', `/api/admin/institution-accounts?status=${status}`, { cookie: admin.cookie })).json()).accounts;
const lastMailTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1))[0];

describe('institution account review', () => {
  it('lists a pending account, approves it as the lead of a catalogue institution, mails and audits it', async () => {
    const account = await registeredAccount();
    expect((await dashboard(account.cookie)).workspace).toEqual({ state: 'pending', reason: null, institutionName: null, figures: null });
    expect(await listed('pending')).toContainEqual(expect.objectContaining({ userId: account.id, email: account.input.email, status: 'pending' }));

    const approve = await call(t.app, 'POST', `/api/admin/institution-accounts/${account.id}/approve`, {
      cookie: admin.cookie,
      payload: { institutionId: catalogueId },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'approved', institution: { id: catalogueId, name: 'Review Test University' } });
    const [member] = await t.database.db.select().from(institutionMembers).where(eq(institutionMembers.userId, account.id));
    expect(member).toMatchObject({ institutionId: catalogueId, role: 'lead' });
    expect((await lastMailTo(account.input.email))?.subject).toMatch(/approved/);
    const audited = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.action, 'INSTITUTION_ACCOUNT_APPROVED'), eq(systemErrorLogs.userId, admin.id)));
    expect(audited).toHaveLength(1);
    expect(await listed('approved')).toContainEqual(
      expect.objectContaining({ userId: account.id, institution: { id: catalogueId, name: 'Review Test University' } }),
    );

    // Approved twice, or declined after: 409, nothing changes.
    expect(
      (await call(t.app, 'POST', `/api/admin/institution-accounts/${account.id}/decline`, { cookie: admin.cookie, payload: { reason: 'Too late' } }))
        .statusCode,
    ).toBe(409);

    // The dashboard now carries the institution's real figures.
    const learner = await signedInAs(t, 'student');
    const at = new Date();
    await t.database.db.insert(applications).values([
      { userId: learner.id, institutionId: catalogueId, status: 'submitted', submittedAt: at },
      { userId: learner.id, institutionId: catalogueId, status: 'approved', submittedAt: at, statusChangedAt: at },
      { userId: learner.id, institutionId: catalogueId, status: 'draft' },
    ]);
    const { workspace } = await dashboard(account.cookie);
    expect(workspace).toMatchObject({ state: 'approved', institutionName: 'Review Test University' });
    expect(workspace.figures).toMatchObject({ applicationsTotal: 2, applicationsByStatus: { submitted: 1, approved: 1 }, decidedThisMonth: 1 });
  });

  it('declines with a reason the account reads on its dashboard and in its mail', async () => {
    const account = await registeredAccount();
    expect(
      (await call(t.app, 'POST', `/api/admin/institution-accounts/${account.id}/decline`, { cookie: admin.cookie, payload: { reason: '' } })).statusCode,
    ).toBe(400);
    const decline = await call(t.app, 'POST', `/api/admin/institution-accounts/${account.id}/decline`, {
      cookie: admin.cookie,
      payload: { reason: 'We could not confirm you work for this institution.' },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect((await dashboard(account.cookie)).workspace).toMatchObject({
      state: 'declined',
      reason: 'We could not confirm you work for this institution.',
      figures: null,
    });
    expect((await lastMailTo(account.input.email))?.textBody).toContain('We could not confirm you work for this institution.');
    expect(await listed('declined')).toContainEqual(expect.objectContaining({ userId: account.id, status: 'declined' }));
  });

  it('answers 404 for an unknown account or a non-catalogue institution, and is for admins only', async () => {
    const account = await registeredAccount();
    const approve = (userId: string, institutionId: string, cookie = admin.cookie) =>
      call(t.app, 'POST', `/api/admin/institution-accounts/${userId}/approve`, { cookie, payload: { institutionId } });
    expect((await approve(randomUUID(), catalogueId)).statusCode).toBe(404);
    expect((await approve(account.id, randomUUID())).statusCode).toBe(404);
    const [registered] = await t.database.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.userId, account.id));
    expect((await approve(account.id, registered!.id)).statusCode).toBe(404);
    expect((await approve(account.id, catalogueId, account.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/institution-accounts?status=maybe', { cookie: admin.cookie })).statusCode).toBe(400);
    expect(await listed('pending')).toContainEqual(expect.objectContaining({ userId: account.id }));
  });
});
