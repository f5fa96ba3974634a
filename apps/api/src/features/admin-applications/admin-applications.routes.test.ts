import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationsResponseSchema } from '@kusasa/domain/schemas/admin-applications';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The admins' applications overview: every submitted application by institution and status,
// never a draft, read only, each look audited.

let t: TestApp;
const ids = { north: randomUUID(), south: randomUUID() };
let learnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values([
    { id: ids.north, slug: `overview-${ids.north}`, name: 'North Overview University', type: 'university', province: 'Limpopo' },
    { id: ids.south, slug: `overview-${ids.south}`, name: 'South Overview College', type: 'tvet', province: 'Western Cape' },
  ]);
  learnerId = (await signedInAs(t, 'student')).id;
  const row = (institutionId: string, status: string) => ({
    userId: learnerId,
    institutionId,
    status,
    submittedAt: status === 'draft' ? null : new Date('2026-11-20T08:00:00Z'),
  });
  await db
    .insert(applications)
    .values([row(ids.north, 'submitted'), row(ids.north, 'approved'), row(ids.north, 'draft'), row(ids.south, 'rejected'), row(ids.south, 'submitted')]);
});
afterAll(() => t.close());

const overview = async (cookie: string, query = '') => {
  const response = await call(t.app, 'GET', `/api/admin/applications${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return adminApplicationsResponseSchema.parse(response.json());
};

describe('GET /api/admin/applications', () => {
  it('counts every submitted application by institution and status, never drafts, and names the learner', async () => {
    const admin = await signedInAs(t, 'admin');
    const result = await overview(admin.cookie);
    const north = result.institutions.find((row) => row.institutionId === ids.north);
    expect(north).toMatchObject({ institutionName: 'North Overview University', total: 2, byStatus: { submitted: 1, approved: 1, rejected: 0 } });
    expect(result.institutions.find((row) => row.institutionId === ids.south)).toMatchObject({ total: 2, byStatus: { submitted: 1, rejected: 1 } });
    const mine = result.applications.filter((row) => row.institutionName?.includes('Overview'));
    expect(mine).toHaveLength(4);
    expect(mine.every((row) => row.learnerName !== null && row.trackingId?.startsWith('KUS-'))).toBe(true);
  });

  it('filters by institution and status, and records each look in the audit log', async () => {
    const admin = await signedInAs(t, 'admin');
    const result = await overview(admin.cookie, `?institutionId=${ids.south}&status=rejected`);
    expect(result.total).toBe(1);
    expect(result.applications).toEqual([expect.objectContaining({ institutionName: 'South Overview College', status: 'rejected' })]);
    const audited = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.action, 'ADMIN_APPLICATIONS_VIEWED'), eq(systemErrorLogs.userId, admin.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({ target_id: ids.south, status: 'rejected', shown: 1 });
  });

  it('is for admins only, and refuses a bad filter', async () => {
    for (const userType of ['student', 'institution', 'sponsor'] as const) {
      const someone = await signedInAs(t, userType);
      expect((await call(t.app, 'GET', '/api/admin/applications', { cookie: someone.cookie })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/applications')).statusCode).toBe(401);
    const admin = await signedInAs(t, 'admin');
    expect((await call(t.app, 'GET', '/api/admin/applications?status=draft', { cookie: admin.cookie })).statusCode).toBe(400);
  });
});
