import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDocumentsResponseSchema } from '@kusasa/domain/schemas/admin-documents';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { documents } from '../../db/schema/documents.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function addDocument(userId: string, values: Partial<typeof documents.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(documents)
    .values({ userId, filePath: `users/${userId}/x.pdf`, documentType: 'idDocument', mimeType: 'application/pdf', sizeBytes: 10, ...values })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}
const rowOf = async (id: string) => (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0];
const auditFor = (id: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${id}`));
const notificationsOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const decide = (id: string, payload: unknown, cookie = admin.cookie) => call(t.app, 'PATCH', `/api/admin/documents/${id}`, { cookie, payload });

describe('who may verify documents', () => {
  it('refuses a student with 403 and a signed-out caller with 401, changing nothing', async () => {
    const student = await signedInAs(t, 'student');
    const doc = await addDocument(student.id);
    expect((await call(t.app, 'GET', '/api/admin/documents', { cookie: student.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/documents/${doc.id}/link`, { cookie: student.cookie })).statusCode).toBe(403);
    expect((await decide(doc.id, { status: 'approved' }, student.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/documents')).statusCode).toBe(401);
    expect((await call(t.app, 'PATCH', `/api/admin/documents/${doc.id}`, { payload: { status: 'approved' } })).statusCode).toBe(401);
    expect((await rowOf(doc.id))?.verificationStatus).toBe('pending');
  });
});

describe('GET /api/admin/documents', () => {
  it('pages 20 at a time, newest first, with the learner joined, and filters by status', async () => {
    const learner = await signedInAs(t, 'student');
    const base = Date.parse('2030-01-01T00:00:00Z');
    const made = [];
    for (let i = 0; i < 23; i++)
      made.push(await addDocument(learner.id, { createdAt: new Date(base + i * 60_000), verificationStatus: i % 2 ? 'rejected' : 'pending' }));
    const first = adminDocumentsResponseSchema.parse((await call(t.app, 'GET', '/api/admin/documents?page=1', { cookie: admin.cookie })).json());
    expect(first.pageSize).toBe(20);
    expect(first.documents).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(23);
    expect(first.documents[0]?.id).toBe(made[22]?.id);
    expect(first.documents[0]?.user.email).toBe(learner.email);
    const second = adminDocumentsResponseSchema.parse((await call(t.app, 'GET', '/api/admin/documents?page=2', { cookie: admin.cookie })).json());
    expect(second.documents.map((d) => d.id)).not.toContain(first.documents[0]?.id);
    const rejected = adminDocumentsResponseSchema.parse((await call(t.app, 'GET', '/api/admin/documents?status=rejected', { cookie: admin.cookie })).json());
    expect(rejected.documents.every((d) => d.verificationStatus === 'rejected')).toBe(true);
    expect(rejected.total).toBe(11);
    expect((await call(t.app, 'GET', '/api/admin/documents?status=nope', { cookie: admin.cookie })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/documents/:id/link', () => {
  it('signs a link valid 300 seconds, and 404 for an unknown document', async () => {
    const learner = await signedInAs(t, 'student');
    const doc = await addDocument(learner.id);
    const response = await call(t.app, 'GET', `/api/admin/documents/${doc.id}/link`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const link = response.json<{ url: string; expiresAt: string }>();
    expect(link.url).toMatch(/^\/api\/files\//);
    expect(Date.parse(link.expiresAt) - clock.now.getTime()).toBe(300_000);
    expect((await call(t.app, 'GET', `/api/admin/documents/${UNKNOWN_ID}/link`, { cookie: admin.cookie })).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/documents/:id', () => {
  it.each([
    ['approved', undefined, 'Document Verified'],
    ['rejected', 'Blurry scan', 'Document Rejected'],
    ['request_resubmission', 'Page missing', 'Resubmission Required'],
  ] as const)('sets %s with its audit entry and the learner notified', async (status, reason, title) => {
    const learner = await signedInAs(t, 'student');
    const doc = await addDocument(learner.id, {
      verificationStatus: 'approved',
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
      verification: { confidence: 0.4 },
    });
    const response = await decide(doc.id, { status, reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ document: { id: doc.id, verificationStatus: status, rejectionReason: reason ?? null } });
    const row = await rowOf(doc.id);
    expect(row?.verificationStatus).toBe(status);
    expect(row?.verifiedAt?.toISOString() ?? null).toBe(status === 'approved' ? clock.now.toISOString() : null);
    expect(row?.reviewedBy).toBe(admin.id);
    expect(row?.verification).toMatchObject({ confidence: 0.4, failureReason: reason ?? null, reviewedBy: admin.id });
    const entries = await auditFor(doc.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: `DOCUMENT_${status.toUpperCase()}`,
      userId: admin.id,
      details: { target_type: 'document', new_status: status, rejection_reason: reason ?? null, reason: reason ?? null },
    });
    expect(await notificationsOf(learner.id)).toMatchObject([{ title, notificationType: 'document_status', relatedDocumentId: doc.id }]);
  });

  it('answers 400 for a bad status and changes nothing', async () => {
    const learner = await signedInAs(t, 'student');
    const doc = await addDocument(learner.id);
    const response = await decide(doc.id, { status: 'pending' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    expect((await rowOf(doc.id))?.verificationStatus).toBe('pending');
    expect(await auditFor(doc.id)).toHaveLength(0);
    expect(await notificationsOf(learner.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown document', async () => {
    const response = await decide(UNKNOWN_ID, { status: 'approved' });
    expect(response.statusCode).toBe(404);
    expect(await auditFor(UNKNOWN_ID)).toHaveLength(0);
  });
});
