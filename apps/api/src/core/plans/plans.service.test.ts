import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPlans } from '../../db/schema/plans.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';
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

  it('gives sponsored premium access while an active sponsor allocation lasts', async () => {
    const now = new Date('2026-03-01T08:00:00Z');
    const plans = createPlansService(t.database.db, () => now);
    const sponsor = await createAccount(t, 'sponsor');
    const [active, expired, revoked, essential] = await Promise.all([1, 2, 3, 4].map(() => createAccount(t, 'student')));
    await t.database.db.insert(sponsorAllocations).values([
      { sponsorId: sponsor.id, studentId: active!.id, expiresOn: new Date('2026-12-31T00:00:00Z') },
      { sponsorId: sponsor.id, studentId: expired!.id, expiresOn: new Date('2026-02-28T00:00:00Z') },
      { sponsorId: sponsor.id, studentId: revoked!.id, status: 'revoked' },
      { sponsorId: sponsor.id, studentId: essential!.id, plan: 'essential' },
    ]);
    expect(await plans.currentPlanId(active!.id)).toBe('pro-ai');
    expect(await plans.currentPlanId(expired!.id)).toBe('starter');
    expect(await plans.currentPlanId(revoked!.id)).toBe('starter');
    expect(await plans.currentPlanId(essential!.id)).toBe('essential');
  });
});
