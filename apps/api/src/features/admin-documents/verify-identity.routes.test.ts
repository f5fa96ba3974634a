import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDocumentDecisionResponseSchema, adminDocumentsResponseSchema } from '@kusasa/domain/schemas/admin-documents';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { documents } from '../../db/schema/documents.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { freshIp, registerStudent, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 32: an admin verifies a learner's identity by hand from a certified ID copy in the documents queue.

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

async function addDocument(userId: string, values: Partial<typeof documents.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(documents)
    .values({ userId, filePath: `users/${userId}/id.pdf`, documentType: 'idDocument', mimeType: 'application/pdf', sizeBytes: 10, ...values })
    .returning();
  return row!;
}
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const auditFor = (userId: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.action, 'IDENTITY_VERIFIED_MANUALLY'), sql`${systemErrorLogs.details}->>'target_id' = ${userId}`));
const verifyIdentity = (documentId: string, cookie = admin.cookie) => call(t.app, 'POST', `/api/admin/documents/${documentId}/verify-identity`, { cookie });

describe('POST /api/admin/documents/:id/verify-identity', () => {
  it("marks a learner whose ID number alone was checked 'manual' with the admin and the document, audited and told", async () => {
    const { input } = await registerStudent(t.app, {}, freshIp());
    const learner = await userByEmail(input.email);
    expect(learner.idCheckMethod).toBe('id-number-format');
    const doc = await addDocument(learner.id);
    const listed = adminDocumentsResponseSchema.parse((await call(t.app, 'GET', '/api/admin/documents', { cookie: admin.cookie })).json());
    expect(listed.documents.find((d) => d.id === doc.id)?.user.identityCheck).toEqual({
      method: 'id-number-format',
      bureau: null,
      checkedAt: clock.now.toISOString(),
    });

    clock.advance(60_000);
    const response = await verifyIdentity(doc.id);
    expect(response.statusCode).toBe(200);
    expect(adminDocumentDecisionResponseSchema.parse(response.json()).document.user.identityCheck).toEqual({
      method: 'manual',
      bureau: null,
      checkedAt: clock.now.toISOString(),
    });
    expect(await userRow(learner.id)).toMatchObject({
      idVerified: true,
      idNumber: learner.idNumber,
      idCheckMethod: 'manual',
      idCheckedBy: admin.id,
      idCheckDocumentId: doc.id,
      idCheckedAt: clock.now,
    });
    expect(await auditFor(learner.id)).toMatchObject([
      {
        category: 'ADMIN_ACTION',
        userId: admin.id,
        details: { target_type: 'user', document_id: doc.id, method: 'manual', previous_method: 'id-number-format', was_verified: true },
      },
    ]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(told.map((n) => n.message)).toContain('Kusasa verified your identity from your certified ID copy.');

    // Once is enough: a second time is refused.
    const again = await verifyIdentity(doc.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This learner’s identity was already verified from a certified ID copy.' } });
  });

  it('verifies an unverified learner, who then passes the verification gate', async () => {
    const learner = await signedInAs(t, 'student');
    await t.database.db.update(users).set({ idVerified: false }).where(eq(users.id, learner.id));
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie: learner.cookie })).statusCode).toBe(403);
    const doc = await addDocument(learner.id, { verificationStatus: 'approved' });
    expect((await verifyIdentity(doc.id)).statusCode).toBe(200);
    expect(await userRow(learner.id)).toMatchObject({ idVerified: true, idCheckMethod: 'manual' });
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie: learner.cookie })).statusCode).toBe(200);
    expect(await auditFor(learner.id)).toMatchObject([{ details: { previous_method: null, was_verified: false } }]);
  });

  it('refuses with 409 a learner already verified with Home Affairs through a bureau, changing nothing', async () => {
    const learner = await signedInAs(t, 'student');
    await t.database.db
      .update(users)
      .set({ idCheckMethod: 'bureau', idCheckBureau: 'VerifyNow', idCheckReference: 'VN-1', idCheckedAt: clock.now })
      .where(eq(users.id, learner.id));
    const doc = await addDocument(learner.id);
    const response = await verifyIdentity(doc.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: 'This learner’s identity was already verified with Home Affairs.' } });
    expect(await userRow(learner.id)).toMatchObject({ idCheckMethod: 'bureau', idCheckBureau: 'VerifyNow', idCheckedBy: null });
    expect(await auditFor(learner.id)).toHaveLength(0);
  });

  it.each([
    ['another document type', { documentType: 'proofOfResidence' }, 'Only an ID document can verify a learner’s identity.'],
    ['a rejected copy', { verificationStatus: 'rejected' }, 'This ID copy was rejected: it cannot verify the learner’s identity.'],
  ])('refuses %s with 409', async (_case, values, message) => {
    const learner = await signedInAs(t, 'student');
    const doc = await addDocument(learner.id, values);
    const response = await verifyIdentity(doc.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message } });
    expect((await userRow(learner.id)).idCheckMethod).toBeNull();
  });

  it("refuses an account that is not a learner's, 404 for an unknown document, 403 for a non-admin", async () => {
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await verifyIdentity((await addDocument(sponsor.id)).id)).statusCode).toBe(409);
    expect((await verifyIdentity('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const learner = await signedInAs(t, 'student');
    const doc = await addDocument(learner.id);
    expect((await verifyIdentity(doc.id, learner.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/admin/documents/${doc.id}/verify-identity`)).statusCode).toBe(401);
    expect((await userRow(learner.id)).idCheckMethod).toBeNull();
  });
});
