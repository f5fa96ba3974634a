import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_ACKS_PER_RECIPIENT_PER_DAY,
  SUPPORT_RATE_LIMIT_PER_HOUR,
  SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR,
  supportReference,
} from '@kusasa/domain/rules/support';
import { accountExportSchema } from '@kusasa/domain/schemas/account-data';
import { supportListSchema, supportRequestSchema, supportSubmittedSchema } from '@kusasa/domain/schemas/support';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { outbox } from '../../db/schema/mail.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { users } from '../../db/schema/users.ts';
import { freshIp, ORIGIN, testClock } from '../../test/http.ts';
import { givePlan } from '../../test/documents.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Contact Us: stored, acknowledged by mail, kept with a signed-in sender's account, rate limited;
// admins list requests open or answered and answer by mail, audited.

const clock = testClock('2026-03-10T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

let sequence = 0;
function request(values: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Lerato Mokoena',
    email: `lerato${sequence}@example.com`,
    category: 'Applications',
    subject: 'My application',
    message: 'Where is my application to UJ?',
    ...values,
  };
}

const send = (payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
  });

const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
const auditFor = (id: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${id}`));

describe('POST /api/support', () => {
  it('stores the request as open and mails an acknowledgement with its reference and the 24-hour promise', async () => {
    const body = request();
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(201);
    const sent = supportSubmittedSchema.parse(response.json());
    expect(sent.reference).toBe(supportReference(sent.id));
    expect(sent.message).toContain('within 24 hours');
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, sent.id));
    expect(row).toMatchObject({ status: 'open', userId: null, email: body.email, category: 'Applications', message: body.message });
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toBe(`We received your message (${sent.reference})`);
    expect(mail?.textBody).toContain('within 24 hours');
    expect(mail?.textBody).toContain(sent.reference);
  });

  it('never repeats what the sender wrote in the acknowledgement (the form is not a mail relay)', async () => {
    const body = request({ name: 'Visit evil.example now', subject: 'You won a prize', message: 'Click https://evil.example to claim' });
    expect((await send(body)).statusCode).toBe(201);
    const [mail] = await mailsTo(body.email);
    for (const written of [body.name, body.subject, body.message, 'evil.example']) {
      expect(mail?.subject).not.toContain(written);
      expect(mail?.textBody).not.toContain(written);
    }
  });

  it(`takes ${SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR} signed-out requests an hour naming one email address, from any address`, async () => {
    const email = `target${Date.now()}@example.com`;
    for (let i = 0; i < SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR; i++) expect((await send(request({ email }))).statusCode).toBe(201);
    const refused = await send(request({ email }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await t.database.db.select().from(supportRequests).where(eq(supportRequests.email, email))).toHaveLength(SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR);
  });

  it(`sends one address at most ${SUPPORT_ACKS_PER_RECIPIENT_PER_DAY} acknowledgements a day, and keeps every request`, async () => {
    const learner = await signedInAs(t, 'student');
    const email = `often${Date.now()}@example.com`;
    const tries = SUPPORT_ACKS_PER_RECIPIENT_PER_DAY + 2;
    for (let i = 0; i < tries; i++) expect((await send(request({ email }), { cookie: learner.cookie })).statusCode).toBe(201);
    expect(await mailsTo(email)).toHaveLength(SUPPORT_ACKS_PER_RECIPIENT_PER_DAY);
    expect(await t.database.db.select().from(supportRequests).where(eq(supportRequests.email, email))).toHaveLength(tries);
  });

  it("keeps a signed-in sender's account with the request, in their data download, and removes it with the account", async () => {
    const learner = await signedInAs(t, 'student');
    const response = await send(request({ email: learner.email }), { cookie: learner.cookie });
    const { id } = supportSubmittedSchema.parse(response.json());
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row?.userId).toBe(learner.id);
    const exported = accountExportSchema.parse((await call(t.app, 'GET', '/api/account/export', { cookie: learner.cookie })).json());
    expect(exported.support.requests).toEqual([expect.objectContaining({ id, subject: 'My application' })]);
    await t.database.db.delete(users).where(eq(users.id, learner.id));
    expect(await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, id))).toEqual([]);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const body = request({ name: ' ', email: 'not-an-email', category: 'Gossip', message: '' });
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields).toMatchObject({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      category: 'Please choose a topic',
      message: 'Please enter your message',
    });
    expect(await t.database.db.select().from(supportRequests).where(eq(supportRequests.email, 'not-an-email'))).toEqual([]);
  });

  it(`takes ${SUPPORT_RATE_LIMIT_PER_HOUR} requests an hour from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SUPPORT_RATE_LIMIT_PER_HOUR; i++) expect((await send(request(), { ip })).statusCode).toBe(201);
    expect((await send(request(), { ip })).statusCode).toBe(429);
  });
});

describe('admin support requests', () => {
  it('lists requests newest first with the open count, filtered by status; answers by mail, audited; reopens', async () => {
    const admin = await signedInAs(t, 'admin');
    clock.advance(60_000);
    const body = request({ subject: 'Refund please' });
    const { id, reference } = supportSubmittedSchema.parse((await send(body)).json());

    const list = supportListSchema.parse((await call(t.app, 'GET', '/api/admin/support?status=open', { cookie: admin.cookie })).json());
    expect(list.requests[0]).toMatchObject({ id, reference, status: 'open', subject: 'Refund please', signedIn: false });
    expect(list.requests.every((r) => r.status === 'open')).toBe(true);
    expect(list.open).toBeGreaterThanOrEqual(1);

    const answered = await call(t.app, 'POST', `/api/admin/support/${id}/status`, {
      cookie: admin.cookie,
      payload: { status: 'answered', reply: 'Your refund is on its way.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(supportRequestSchema.parse(answered.json())).toMatchObject({
      status: 'answered',
      reply: 'Your refund is on its way.',
      answeredAt: clock.now.toISOString(),
    });
    const mails = await mailsTo(body.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Re: Refund please (${reference})`);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(['SUPPORT_REQUEST_ANSWERED']);

    const answeredList = supportListSchema.parse((await call(t.app, 'GET', '/api/admin/support?status=answered', { cookie: admin.cookie })).json());
    expect(answeredList.requests.map((r) => r.id)).toContain(id);

    const reopened = await call(t.app, 'POST', `/api/admin/support/${id}/status`, { cookie: admin.cookie, payload: { status: 'open' } });
    expect(supportRequestSchema.parse(reopened.json())).toMatchObject({ status: 'open', answeredAt: null });
    expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual(['SUPPORT_REQUEST_ANSWERED', 'SUPPORT_REQUEST_REOPENED']);
  });

  it('lists a Pro + AI learner’s open request first (priority support), and no longer once it is answered', async () => {
    const admin = await signedInAs(t, 'admin');
    const [pro, essential] = [await signedInAs(t, 'student'), await signedInAs(t, 'student')];
    await givePlan(t.database.db, pro.id, 'pro-ai');
    await givePlan(t.database.db, essential.id, 'essential');
    const { id: proId } = supportSubmittedSchema.parse((await send(request({ subject: 'Pro question' }), { cookie: pro.cookie })).json());
    clock.advance(60_000);
    const { id: essentialId } = supportSubmittedSchema.parse((await send(request(), { cookie: essential.cookie })).json());
    clock.advance(60_000);
    const { id: signedOutId } = supportSubmittedSchema.parse((await send(request())).json());

    const list = supportListSchema.parse((await call(t.app, 'GET', '/api/admin/support?status=open', { cookie: admin.cookie })).json());
    expect(list.requests[0]).toMatchObject({ id: proId, priority: true });
    const others = list.requests.filter((r) => r.id === essentialId || r.id === signedOutId);
    expect(others.map((r) => [r.id, r.priority])).toEqual([
      [signedOutId, false],
      [essentialId, false],
    ]);

    const answered = await call(t.app, 'POST', `/api/admin/support/${proId}/status`, { cookie: admin.cookie, payload: { status: 'answered' } });
    expect(supportRequestSchema.parse(answered.json())).toMatchObject({ status: 'answered', priority: false });
    const reopened = await call(t.app, 'POST', `/api/admin/support/${proId}/status`, { cookie: admin.cookie, payload: { status: 'open' } });
    expect(supportRequestSchema.parse(reopened.json())).toMatchObject({ status: 'open', priority: true });
    await call(t.app, 'POST', `/api/admin/support/${proId}/status`, { cookie: admin.cookie, payload: { status: 'answered' } });
  });

  it('answers 404 for an unknown request and writes nothing', async () => {
    const admin = await signedInAs(t, 'admin');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await call(t.app, 'POST', `/api/admin/support/${unknown}/status`, { cookie: admin.cookie, payload: { status: 'answered' } });
    expect(response.statusCode).toBe(404);
    expect(await auditFor(unknown)).toEqual([]);
  });

  it('is for admins only', async () => {
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/admin/support', { cookie: learner.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/support')).statusCode).toBe(401);
  });
});
