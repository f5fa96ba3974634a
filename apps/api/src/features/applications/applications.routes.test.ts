import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationErrorTexts, applicationFieldTexts as f } from '@kusasa/domain/application-texts';
import { applicationListSchema, applicationSchema } from '@kusasa/domain/schemas/applications';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { users } from '../../db/schema/users.ts';
import { freshIp, ORIGIN, registerStudent } from '../../test/http.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids = { uct: randomUUID(), wits: randomUUID(), closed: randomUUID(), bsc: randomUUID(), ba: randomUUID(), old: randomUUID(), witsEng: randomUUID() };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values([
    { id: ids.uct, slug: 'test-uct', name: 'Test University of Cape Town', type: 'university', province: 'Western Cape' },
    { id: ids.wits, slug: 'test-wits', name: 'Test Wits', type: 'university', province: 'Gauteng' },
    { id: ids.closed, slug: 'test-closed', name: 'Closed College', type: 'college', province: 'Gauteng', active: false },
  ]);
  const programme = (id: string, institutionId: string, name: string, active = true) => ({
    id,
    slug: `p-${id}`,
    institutionId,
    name,
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
    active,
  });
  await db
    .insert(programmes)
    .values([
      programme(ids.bsc, ids.uct, 'BSc Computer Science'),
      programme(ids.ba, ids.uct, 'BA Humanities'),
      programme(ids.old, ids.uct, 'Old Programme', false),
      programme(ids.witsEng, ids.wits, 'BSc Engineering'),
    ]);
});
afterAll(() => t.close());

type Learner = { id: string; cookie: string };
async function learner(): Promise<Learner> {
  const { input, cookie } = await registerStudent(t.app, {}, freshIp());
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  return { id: row!.id, cookie };
}
async function raisePlan(userId: string, planId: 'essential' | 'pro-ai') {
  await t.database.db.insert(userPlans).values({ userId, planId, active: true });
}
const rowsOf = (userId: string) => t.database.db.select().from(applications).where(eq(applications.userId, userId));

function request(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}
const putDraft = (who: Learner, clientId: string, payload: Record<string, unknown> = {}) =>
  request('PUT', `/api/applications/drafts/${clientId}`, who.cookie, payload);
const submitBody = (overrides: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  grade12Results: 'Mathematics 72%\nEnglish HL 68%',
  institutionId: ids.uct,
  programId: ids.bsc,
  personalStatement: 'I love code.',
  ...overrides,
});
const submit = (who: Learner, body: Record<string, unknown>) => request('POST', '/api/applications/submit', who.cookie, body);
const list = async (who: Learner) => applicationListSchema.parse((await request('GET', '/api/applications', who.cookie)).json());

describe('access', () => {
  it('answers 401 signed out and 403 for a non-student, writing nothing', async () => {
    const clientId = randomUUID();
    expect((await request('GET', '/api/applications')).statusCode).toBe(401);
    expect((await request('PUT', `/api/applications/drafts/${clientId}`, undefined, {})).statusCode).toBe(401);
    expect((await request('POST', '/api/applications/submit', undefined, submitBody())).statusCode).toBe(401);
    expect((await request('DELETE', `/api/applications/drafts/${clientId}`)).statusCode).toBe(401);
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await request('GET', '/api/applications', sponsor.cookie)).statusCode).toBe(403);
    expect((await request('PUT', `/api/applications/drafts/${clientId}`, sponsor.cookie, {})).statusCode).toBe(403);
    expect(await t.database.db.select().from(applications).where(eq(applications.clientId, clientId))).toEqual([]);
  });
});

describe('drafts', () => {
  it('creates a draft once and updates the same row when re-sent', async () => {
    const me = await learner();
    const clientId = randomUUID();
    const first = await putDraft(me, clientId, { grade12Results: 'Maths 70%', institutionId: ids.uct, programId: '' });
    expect(first.statusCode).toBe(201);
    expect(applicationSchema.parse(first.json())).toMatchObject({
      clientId,
      status: 'draft',
      institutionId: ids.uct,
      institutionName: 'Test University of Cape Town',
      programId: null,
    });
    const again = await putDraft(me, clientId, { grade12Results: 'Maths 75%', institutionId: ids.uct, programId: ids.bsc });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ grade12Results: 'Maths 75%', programName: 'BSc Computer Science' });
    expect(await rowsOf(me.id)).toHaveLength(1);
    const { applications: listed, limit } = await list(me);
    expect(listed).toHaveLength(1);
    expect(limit).toEqual({ planId: 'starter', planName: 'Starter', max: 1, used: 1, remaining: 0 });
  });

  it('refuses a bad id, a programme of another university and an inactive one, writing nothing', async () => {
    const me = await learner();
    expect((await request('PUT', '/api/applications/drafts/not-a-uuid', me.cookie, {})).statusCode).toBe(400);
    const tooLong = await putDraft(me, randomUUID(), { personalStatement: 'x'.repeat(2001) });
    expect(tooLong.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { personalStatement: f.personalStatementTooLong } } });
    const wrongUni = await putDraft(me, randomUUID(), { institutionId: ids.wits, programId: ids.bsc });
    expect(wrongUni.statusCode).toBe(400);
    expect(wrongUni.json()).toMatchObject({ error: { fields: { programId: f.programNotFound } } });
    expect((await putDraft(me, randomUUID(), { institutionId: ids.uct, programId: ids.old })).statusCode).toBe(400);
    expect((await putDraft(me, randomUUID(), { institutionId: ids.closed })).json()).toMatchObject({
      error: { fields: { institutionId: f.universityRequired } },
    });
    expect((await putDraft(me, randomUUID(), { institutionId: randomUUID() })).statusCode).toBe(400);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("never touches another learner's draft", async () => {
    const owner = await learner();
    const other = await learner();
    const clientId = randomUUID();
    await putDraft(owner, clientId, { grade12Results: 'mine' });
    expect((await request('DELETE', `/api/applications/drafts/${clientId}`, other.cookie)).statusCode).toBe(404);
    // The same clientId from another learner is their own new draft, not the owner's row.
    expect((await putDraft(other, clientId, { grade12Results: 'theirs' })).statusCode).toBe(201);
    expect((await list(other)).applications.map((a) => a.grade12Results)).toEqual(['theirs']);
    expect((await rowsOf(owner.id))[0]?.grade12Results).toBe('mine');
  });

  it('discards a draft, 404 for an unknown one, 409 for a submitted one', async () => {
    const me = await learner();
    await raisePlan(me.id, 'essential');
    const draftId = randomUUID();
    await putDraft(me, draftId, {});
    expect((await request('DELETE', `/api/applications/drafts/${draftId}`, me.cookie)).json()).toEqual({ deleted: true });
    expect((await request('DELETE', `/api/applications/drafts/${draftId}`, me.cookie)).statusCode).toBe(404);
    const body = submitBody();
    expect((await submit(me, body)).statusCode).toBe(201);
    expect((await request('DELETE', `/api/applications/drafts/${body.clientId}`, me.cookie)).statusCode).toBe(409);
    expect((await putDraft(me, body.clientId, { grade12Results: 'changed' })).json()).toMatchObject({
      error: { code: 'CONFLICT', message: applicationErrorTexts.alreadySubmitted },
    });
    expect((await rowsOf(me.id))[0]).toMatchObject({ status: 'submitted', grade12Results: body.grade12Results });
  });
});

describe('submit', () => {
  it("answers the seed's messages for missing fields and writes nothing", async () => {
    const me = await learner();
    const response = await submit(me, { clientId: randomUUID(), grade12Results: '  ', institutionId: '', programId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: { grade12Results: f.grade12ResultsRequired, institutionId: f.universityRequired, programId: f.programRequired } },
    });
    expect((await submit(me, { clientId: randomUUID() })).json()).toMatchObject({ error: { fields: { grade12Results: f.grade12ResultsRequired } } });
    expect((await submit(me, submitBody({ programId: ids.witsEng }))).json()).toMatchObject({ error: { fields: { programId: f.programNotFound } } });
    expect((await submit(me, submitBody({ programId: ids.old }))).statusCode).toBe(400);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('takes name and ID number from the profile and refuses when the profile lacks the ID number', async () => {
    const noId = await signedInAs(t, 'student');
    const response = await request('POST', '/api/applications/submit', noId.cookie, submitBody({ fullName: 'Forged', idNumber: '0000000000000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { idNumber: f.idNumberRequired } } });
    expect(await rowsOf(noId.id)).toEqual([]);
  });

  it('submits a saved draft in place; re-sending makes no second row and counts once', async () => {
    const me = await learner();
    const clientId = randomUUID();
    await putDraft(me, clientId, { grade12Results: 'draft text' });
    const first = await submit(me, submitBody({ clientId }));
    expect(first.statusCode).toBe(200);
    expect(applicationSchema.parse(first.json())).toMatchObject({
      status: 'submitted',
      submittedAt: expect.any(String) as unknown,
      programName: 'BSc Computer Science',
      document: null,
    });
    const again = await submit(me, submitBody({ clientId, grade12Results: 'ignored' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json<{ id: string }>().id, grade12Results: 'Mathematics 72%\nEnglish HL 68%' });
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(1);
    expect((await list(me)).limit).toMatchObject({ used: 1, remaining: 0 });
  });

  it('lists newest first with each application document', async () => {
    const me = await learner();
    await raisePlan(me.id, 'pro-ai');
    const older = await submit(me, submitBody());
    const newer = await putDraft(me, randomUUID(), { grade12Results: 'later' });
    const olderId = older.json<{ id: string }>().id;
    await t.database.db
      .update(applications)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z'), documentPath: 'x/doc.pdf' })
      .where(eq(applications.id, olderId));
    const [doc] = await t.database.db
      .insert(documents)
      .values({ userId: me.id, applicationId: olderId, filePath: 'x/doc.pdf', documentType: 'applicationDocument', mimeType: 'application/pdf', sizeBytes: 10 })
      .returning();
    const { applications: listed, limit } = await list(me);
    expect(listed.map((a) => a.id)).toEqual([newer.json<{ id: string }>().id, olderId]);
    expect(listed[1]).toMatchObject({ documentPath: 'x/doc.pdf', document: { id: doc!.id, verificationStatus: 'pending' } });
    expect(limit).toEqual({ planId: 'pro-ai', planName: 'Pro + AI', max: 6, used: 2, remaining: 4 });
  });
});

describe('plan caps', () => {
  it('stops a Starter learner after 1 application with PLAN_LIMIT and the upgrade link', async () => {
    const me = await learner();
    expect((await submit(me, submitBody())).statusCode).toBe(201);
    const over = await submit(me, submitBody());
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      upgradeUrl: '/pricing',
      error: { code: 'PLAN_LIMIT', message: "You've used all 1 application on the Starter plan. Upgrade to apply to more programmes." },
    });
    expect((await putDraft(me, randomUUID(), {})).statusCode).toBe(403);
    expect(await rowsOf(me.id)).toHaveLength(1);
  });

  it('counts drafts: a Starter draft blocks a second new application but can itself be submitted', async () => {
    const me = await learner();
    const clientId = randomUUID();
    await putDraft(me, clientId, {});
    expect((await submit(me, submitBody())).statusCode).toBe(403);
    expect((await submit(me, submitBody({ clientId }))).statusCode).toBe(200);
  });

  it('allows 3 on Essential and 6 on Pro + AI', async () => {
    for (const [planId, max, name] of [
      ['essential', 3, 'Essential'],
      ['pro-ai', 6, 'Pro + AI'],
    ] as const) {
      const me = await learner();
      await raisePlan(me.id, planId);
      for (let i = 0; i < max; i += 1) expect((await submit(me, submitBody())).statusCode).toBe(201);
      const over = await submit(me, submitBody());
      expect(over.statusCode).toBe(403);
      expect(over.json<{ error: { message: string } }>().error.message).toBe(
        `You've used all ${max} applications on the ${name} plan. Upgrade to apply to more programmes.`,
      );
      expect(await rowsOf(me.id)).toHaveLength(max);
    }
  });

  it('counts the cap under a lock: parallel submissions of new applications make only one row', async () => {
    const me = await learner();
    const responses = await Promise.all([submit(me, submitBody()), submit(me, submitBody()), submit(me, submitBody())]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect(await rowsOf(me.id)).toHaveLength(1);
  });
});
