import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentPlan } from '@kusasa/domain/schemas/guidance';
import { userPlans } from '../../db/schema/plans.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function learnerOn(planId: 'starter' | 'essential' | 'pro-ai') {
  const learner = await signedInAs(t, 'student');
  if (planId !== 'starter') await t.database.db.insert(userPlans).values({ userId: learner.id, planId, active: true });
  return learner;
}

describe('GET /api/plans/current', () => {
  it.each([
    ['starter', 'Starter', 1, 5, false, 'basic'],
    ['essential', 'Essential', 3, 20, true, 'guidance'],
    ['pro-ai', 'Pro + AI', 6, null, true, 'advanced'],
  ] as const)('tells a %s learner their plan', async (planId, planName, maxApplications, maxDocuments, includesVerification, thandiTier) => {
    const { cookie } = await learnerOn(planId);
    const response = await call(t.app, 'GET', '/api/plans/current', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentPlan>()).toEqual({ planId, planName, maxApplications, maxDocuments, includesVerification, thandiTier });
  });

  it('answers any signed-in user, and 401 signed out', async () => {
    const admin = await signedInAs(t, 'admin');
    expect((await call(t.app, 'GET', '/api/plans/current', { cookie: admin.cookie })).json<CurrentPlan>().planId).toBe('starter');
    expect((await call(t.app, 'GET', '/api/plans/current')).statusCode).toBe(401);
  });
});
