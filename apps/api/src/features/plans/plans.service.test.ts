import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPlans } from '../../db/schema/plans.ts';
import { AppError } from '../../http/app-error.ts';
import { createAccount } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlansService } from './plans.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plans service', () => {
  it('gives Starter to a learner without an active plan, and the best active plan otherwise', async () => {
    const plans = createPlansService(t.database.db);
    const { id } = await createAccount(t, 'student');
    await t.database.db.delete(userPlans).where(eq(userPlans.userId, id));
    expect(await plans.currentPlanId(id)).toBe('starter');
    await t.database.db.insert(userPlans).values([
      { userId: id, planId: 'essential', active: true },
      { userId: id, planId: 'pro-ai', active: false },
      { userId: id, planId: 'not-a-plan', active: true },
    ]);
    expect(await plans.currentPlanId(id)).toBe('essential');
    expect((await plans.currentPlan(id)).maxApplications).toBe(3);
  });

  it('refuses a gated feature with PLAN_LIMIT and the way to upgrade', async () => {
    const plans = createPlansService(t.database.db);
    const { id } = await createAccount(t, 'student');
    const refusal = await plans.requireFeature(id, 'pro-ai', 'Upgrade to Pro + AI').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'PLAN_LIMIT', extra: { upgradeUrl: '/pricing', requiredPlan: 'pro-ai' } });
    await expect(plans.requireFeature(id, 'starter', 'never')).resolves.toBeUndefined();
  });
});
