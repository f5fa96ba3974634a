import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionApplicationSchema } from '@kusasa/domain/schemas/institution-applications/application';
import { bulkDecisionResultSchema, decisionResultSchema } from '@kusasa/domain/schemas/institution-applications/decisions';
import { applicationEvents } from '../../db/schema/admissions.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';
import { outbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { colleague, get, institutionWithProgrammes, post, submitted } from './inbox.test-support.ts';

// One application at the institution: what the learner shares, the first view, comments, and
// decisions (single and bulk) through the ledger, with the learner told. Another institution's
// id answers 404 on every route; a reviewer reads and comments but does not decide.

let t: TestApp;
let north: Awaited<ReturnType<typeof institutionWithProgrammes>>;
let south: Awaited<ReturnType<typeof institutionWithProgrammes>>;
type Colleague = { id: string; cookie: string };
const people = {} as Record<'lead' | 'decider' | 'reviewer' | 'southLead', Colleague>;

beforeAll(async () => {
  t = await createTestApp();
  north = await institutionWithProgrammes(t, 'North Decisions University');
  south = await institutionWithProgrammes(t, 'South Decisions University');
  people.lead = await colleague(t, north.id, 'lead');
  people.decider = await colleague(t, north.id, 'decision-maker');
  people.reviewer = await colleague(t, north.id, 'reviewer');
  people.southLead = await colleague(t, south.id, 'lead');
}, 60_000);
afterAll(() => t.close());

const base = '/api/institution/applications';
const eventsOf = (id: string) =>
  t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(asc(applicationEvents.seq));
const application = () => submitted(t, { institutionId: north.id, programId: north.programmes[0] });

describe('GET /api/institution/applications/:id', () => {
  it('shows what the learner shares, documents with signed links, and appends viewed once', async () => {
    const app = await application();
    await t.database.db.insert(documents).values({
      userId: app.learnerId,
      filePath: 'users/x/id.pdf',
      documentType: 'idDocument',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      verificationStatus: 'approved',
    });
    const first = await get(t, people.reviewer.cookie, `${base}/${app.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const shared = institutionApplicationSchema.parse(first.json());
    expect(shared).toMatchObject({
      status: 'submitted',
      trackingId: app.trackingId,
      programmeName: 'North Decisions University BSc',
      viewer: { canDecide: false },
    });
    expect(shared.documents).toEqual([
      expect.objectContaining({ documentType: 'idDocument', verificationStatus: 'approved', url: expect.stringMatching(/^\/api\/files\//) as unknown }),
    ]);
    expect(shared.timeline.map((event) => event.type)).toEqual(['viewed']);
    await get(t, people.lead.cookie, `${base}/${app.id}`);
    expect((await eventsOf(app.id)).filter((event) => event.type === 'viewed')).toHaveLength(1);
  });

  it('says how the learner’s identity was checked (issue 32)', async () => {
    const app = await application();
    const at = new Date('2026-02-01T08:00:00Z');
    await t.database.db.update(users).set({ idCheckMethod: 'bureau', idCheckBureau: 'VerifyNow', idCheckedAt: at }).where(eq(users.id, app.learnerId));
    const shared = institutionApplicationSchema.parse((await get(t, people.reviewer.cookie, `${base}/${app.id}`)).json());
    expect(shared.learner).toMatchObject({ idVerified: true, identityCheck: { method: 'bureau', bureau: 'VerifyNow', checkedAt: at.toISOString() } });
  });

  it('takes comments from any colleague, reviewers included', async () => {
    const app = await application();
    const comment = await post(t, people.reviewer.cookie, `${base}/${app.id}/comments`, { body: 'Maths looks strong.' });
    expect(comment.statusCode, comment.body).toBe(201);
    const shared = institutionApplicationSchema.parse((await get(t, people.lead.cookie, `${base}/${app.id}`)).json());
    expect(shared.comments).toEqual([expect.objectContaining({ body: 'Maths looks strong.', authorName: 'Test Person' })]);
  });
});

describe('decisions', () => {
  it('records a decision through the ledger and tells the learner in their words', async () => {
    const app = await application();
    const response = await post(t, people.decider.cookie, `${base}/${app.id}/decisions`, { to: 'rejected', reasonCode: 'programme-full', note: 'Sorry.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(decisionResultSchema.parse(response.json())).toMatchObject({
      status: 'rejected',
      event: { type: 'status-changed', toStatus: 'rejected', reasonCode: 'programme-full' },
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row).toMatchObject({ status: 'rejected', decisionReasonCode: 'programme-full', decisionNote: 'Sorry.' });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, app.learnerId));
    expect(notice).toMatchObject({ title: 'Application unsuccessful', notificationType: 'application_status' });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, app.email));
    expect(mail?.textBody).toContain('Unsuccessful');
    expect(mail?.textBody).not.toMatch(/rejected/i);
    const again = await post(t, people.decider.cookie, `${base}/${app.id}/decisions`, { to: 'approved' });
    expect(again.statusCode).toBe(409);
  });

  it('asks for a reason when unsuccessful and what to fix for a resubmission; reviewers may not decide', async () => {
    const app = await application();
    expect((await post(t, people.lead.cookie, `${base}/${app.id}/decisions`, { to: 'rejected' })).json()).toMatchObject({
      error: { fields: { reasonCode: expect.any(String) as unknown } },
    });
    expect((await post(t, people.lead.cookie, `${base}/${app.id}/decisions`, { to: 'resubmission-required' })).statusCode).toBe(400);
    expect((await post(t, people.reviewer.cookie, `${base}/${app.id}/decisions`, { to: 'approved' })).statusCode).toBe(403);
    const sent = await post(t, people.lead.cookie, `${base}/${app.id}/decisions`, { to: 'resubmission-required', fix: 'Upload a clear ID copy.' });
    expect(sent.statusCode).toBe(200);
    expect((await eventsOf(app.id)).at(-1)).toMatchObject({ toStatus: 'resubmission-required', note: 'Upload a clear ID copy.' });
  });

  it('asks for documents again with a resubmission: one more event in the log, on the history', async () => {
    const app = await application();
    const payload = { to: 'resubmission-required', fix: 'Your ID copy is unreadable.', documents: ['idDocument', 'grade12Results'] };
    expect((await post(t, people.lead.cookie, `${base}/${app.id}/decisions`, payload)).statusCode).toBe(200);
    expect((await eventsOf(app.id)).slice(-2)).toMatchObject([
      { type: 'status-changed', toStatus: 'resubmission-required' },
      { type: 'documents-requested', details: { documentTypes: ['idDocument', 'grade12Results'] } },
    ]);
    const shown = institutionApplicationSchema.parse((await get(t, people.lead.cookie, `${base}/${app.id}`)).json());
    expect(shown.timeline.find((event) => event.type === 'documents-requested')).toMatchObject({
      type: 'documents-requested',
      documentTypes: ['idDocument', 'grade12Results'],
    });
    const unknown = { ...payload, documents: ['passport'] };
    expect((await post(t, people.lead.cookie, `${base}/${(await application()).id}/decisions`, unknown)).statusCode).toBe(400);
  });

  it('decides many, each on its own, answering per id', async () => {
    const [one, two] = [await application(), await application()];
    const theirs = await submitted(t, { institutionId: south.id, programId: south.programmes[0] });
    await post(t, people.lead.cookie, `${base}/${two.id}/decisions`, { to: 'approved' });
    const response = await post(t, people.lead.cookie, `${base}/decisions/bulk`, { ids: [one.id, two.id, theirs.id], decision: { to: 'under-review' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(bulkDecisionResultSchema.parse(response.json()).results).toEqual([
      { id: one.id, ok: true, status: 'under-review' },
      expect.objectContaining({ id: two.id, ok: false, code: 'CONFLICT' }),
      expect.objectContaining({ id: theirs.id, ok: false, code: 'NOT_FOUND' }),
    ]);
    expect((await post(t, people.reviewer.cookie, `${base}/decisions/bulk`, { ids: [one.id], decision: { to: 'approved' } })).statusCode).toBe(403);
  });

  it("answers 404 for another institution's application (and a made-up id) on every route, changing nothing", async () => {
    const theirs = await submitted(t, { institutionId: south.id, programId: south.programmes[0] });
    for (const id of [theirs.id, randomUUID()]) {
      expect((await get(t, people.lead.cookie, `${base}/${id}`)).statusCode).toBe(404);
      expect((await post(t, people.lead.cookie, `${base}/${id}/comments`, { body: 'peek' })).statusCode).toBe(404);
      expect((await post(t, people.lead.cookie, `${base}/${id}/decisions`, { to: 'approved' })).statusCode).toBe(404);
    }
    expect(await eventsOf(theirs.id)).toEqual([]);
    expect((await get(t, people.southLead.cookie, `${base}/${theirs.id}`)).statusCode).toBe(200);
    const unlinked = await colleague(t, null);
    expect((await get(t, unlinked.cookie, `${base}/${theirs.id}`)).statusCode).toBe(403);
    expect((await post(t, unlinked.cookie, `${base}/${theirs.id}/decisions`, { to: 'approved' })).statusCode).toBe(403);
  });
});
