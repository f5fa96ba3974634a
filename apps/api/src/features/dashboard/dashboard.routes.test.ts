import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@kusasa/domain/schemas/dashboard';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';
import { addresses, educationRecords } from '../../db/schema/student-profile.ts';
import { users } from '../../db/schema/users.ts';
import { createAccount, registerStudent } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedCatalogue: true });
});
afterAll(() => t.close());

const statuses = (dashboard: Dashboard) => dashboard.journey.steps.map((step) => step.status);

async function dashboardOf(cookie: string): Promise<Dashboard> {
  const response = await call(t.app, 'GET', '/api/dashboard', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function addDocument(userId: string, documentType: string, verificationStatus: string, createdAt = new Date('2026-03-01T08:00:00Z')) {
  await t.database.db.insert(documents).values({
    userId,
    documentType,
    verificationStatus,
    createdAt,
    filePath: `users/${userId}/documents/${documentType}-${createdAt.getTime()}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 1000,
  });
}

async function aProgramme() {
  const [row] = await t.database.db
    .select({ programId: programmes.id, institutionId: institutions.id, programName: programmes.name, institutionName: institutions.name })
    .from(programmes)
    .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
    .limit(1);
  return row!;
}

describe('GET /api/dashboard', () => {
  it('shows a just-registered learner step 1 done and the rest waiting', async () => {
    const { input, body, cookie } = await registerStudent(t.app);
    const dashboard = await dashboardOf(cookie);
    expect(statuses(dashboard)).toEqual(['completed', 'active', 'pending', 'pending', 'pending', 'pending']);
    expect(dashboard.journey).toMatchObject({ currentStep: 2, completedCount: 1 });
    expect(dashboard.welcome).toEqual({ fullName: input.fullName, trackingId: body.trackingId, planName: 'Starter' });
    expect(dashboard.documents).toEqual([]);
    expect(dashboard.documentBanner).toBeNull();
    expect(dashboard.applications).toEqual([]);
    expect(dashboard.profileCompletion.missing).toContain('Phone number');
    expect(dashboard.profileCompletion.missing).not.toContain('Full name');
  });

  it('follows the learner through every step, with names, statuses and the plan', async () => {
    const { input, cookie } = await registerStudent(t.app);
    const userId = await userIdOf(input.email);
    const { db } = t.database;
    await db.update(users).set({ phoneNumber: '0821234567' }).where(eq(users.id, userId));
    await db
      .insert(addresses)
      .values({ userId, streetAddress: '12 Jacaranda Street', suburb: 'Hatfield', city: 'Pretoria', province: 'Gauteng', postalCode: '0083' });
    expect(statuses(await dashboardOf(cookie))).toEqual(['completed', 'completed', 'completed', 'active', 'pending', 'pending']);

    await db.insert(educationRecords).values({ userId, schoolName: 'Pretoria High', province: 'Gauteng', completionYear: 2025 });
    await addDocument(userId, 'idDocument', 'approved');
    await addDocument(userId, 'grade12Results', 'pending', new Date('2026-03-02T08:00:00Z'));
    const { programId, institutionId, programName, institutionName } = await aProgramme();
    await db.insert(applications).values({ userId, programId, institutionId, status: 'draft' });
    let dashboard = await dashboardOf(cookie);
    expect(statuses(dashboard)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed', 'active']);
    expect(dashboard.applications).toEqual([expect.objectContaining({ status: 'draft', programName, institutionName, submittedAt: null })]);
    expect(dashboard.documents.map((d) => [d.documentType, d.verificationStatus, d.required])).toEqual([
      ['grade12Results', 'pending', true],
      ['idDocument', 'approved', true],
    ]);
    expect(dashboard.documentBanner).toEqual({ pending: 1, approved: 1, rejected: 0, needsResubmission: 0 });

    await db
      .update(applications)
      .set({ status: 'submitted', submittedAt: new Date('2026-03-03T08:00:00Z') })
      .where(eq(applications.userId, userId));
    await db.insert(userPlans).values({ userId, planId: 'essential', active: true });
    dashboard = await dashboardOf(cookie);
    expect(dashboard.journey).toMatchObject({ currentStep: 6, completedCount: 6 });
    expect(statuses(dashboard).every((status) => status === 'completed')).toBe(true);
    expect(dashboard.applications[0]!.submittedAt).toBe('2026-03-03T08:00:00.000Z');
    expect(dashboard.welcome.planName).toBe('Essential');
  });

  it('names a sponsored plan while the allocation lasts, in the same read', async () => {
    const { input, cookie } = await registerStudent(t.app);
    const userId = await userIdOf(input.email);
    const sponsor = await createAccount(t, 'sponsor');
    await t.database.db.insert(sponsorAllocations).values({ sponsorId: sponsor.id, studentId: userId, expiresOn: new Date(Date.now() + 86_400_000) });
    expect((await dashboardOf(cookie)).welcome.planName).toBe('Pro + AI');
    await t.database.db
      .update(sponsorAllocations)
      .set({ expiresOn: new Date(Date.now() - 86_400_000) })
      .where(eq(sponsorAllocations.studentId, userId));
    expect((await dashboardOf(cookie)).welcome.planName).toBe('Starter');
  });

  it('marks Document Upload in error while a rejected document has no approved one of its type', async () => {
    const { input, cookie } = await registerStudent(t.app);
    const userId = await userIdOf(input.email);
    await addDocument(userId, 'proofOfResidence', 'request_resubmission');
    let dashboard = await dashboardOf(cookie);
    expect(dashboard.journey.steps[4]).toEqual({ id: 'documents', title: 'Document Upload', status: 'error' });
    expect(dashboard.documentBanner).toEqual({ pending: 0, approved: 0, rejected: 0, needsResubmission: 1 });
    await addDocument(userId, 'proofOfResidence', 'pending', new Date('2026-03-05T08:00:00Z'));
    dashboard = await dashboardOf(cookie);
    expect(dashboard.journey.steps[4]!.status).toBe('completed');
  });

  it("never shows another learner's data", async () => {
    const other = await registerStudent(t.app);
    const otherId = await userIdOf(other.input.email);
    await addDocument(otherId, 'idDocument', 'approved');
    await t.database.db
      .insert(addresses)
      .values({ userId: otherId, streetAddress: '1 Long Street', suburb: 'Gardens', city: 'Cape Town', province: 'Western Cape', postalCode: '8001' });
    await t.database.db.insert(applications).values({ userId: otherId, status: 'submitted' });

    const me = await registerStudent(t.app);
    const dashboard = await dashboardOf(me.cookie);
    expect(dashboard.welcome.fullName).toBe(me.input.fullName);
    expect(dashboard.welcome.trackingId).toBe(me.body.trackingId);
    expect(dashboard.documents).toEqual([]);
    expect(dashboard.applications).toEqual([]);
    expect(statuses(dashboard)).toEqual(['completed', 'active', 'pending', 'pending', 'pending', 'pending']);
    // Query strings are not a way in either.
    const response = await call(t.app, 'GET', `/api/dashboard?userId=${otherId}`, { cookie: me.cookie });
    expect(response.json<Dashboard>().welcome.trackingId).toBe(me.body.trackingId);
  });

  it('is never stored by shared caches', async () => {
    const { cookie } = await registerStudent(t.app);
    const response = await call(t.app, 'GET', '/api/dashboard', { cookie });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 signed out and 403 to other account types', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
    const admin = await signedInAs(t, 'admin');
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie: admin.cookie })).statusCode).toBe(403);
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await call(t.app, 'GET', '/api/dashboard', { cookie: sponsor.cookie })).statusCode).toBe(403);
  });
});
