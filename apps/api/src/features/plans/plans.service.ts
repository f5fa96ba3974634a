import { PLAN_IDS, planById, planIdSchema, planMeetsFeature, type Plan, type PlanId } from '@kusasa/domain/rules/plans';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { activePlanIds } from './plans.repo.ts';

export const UPGRADE_URL = '/pricing';

// Which plan a learner holds, for every rule that depends on it (application and document caps,
// gated guidance, the assistant's tier). The best active plan wins; none means Starter. A paid
// plan is an active user_plans row written when the provider confirms the payment (features/payments).
// Sponsored premium access (seed 002: an active sponsor allocation) joins this rule with the
// sponsors feature, which brings the sponsor_allocations table; until then only plans count.
export function createPlansService(db: Executor) {
  async function currentPlanId(userId: string, executor: Executor = db): Promise<PlanId> {
    const rows = await activePlanIds(executor, userId);
    const held = rows.flatMap((row) => {
      const parsed = planIdSchema.safeParse(row.planId);
      return parsed.success ? [parsed.data] : [];
    });
    return held.reduce<PlanId>((best, planId) => (PLAN_IDS.indexOf(planId) > PLAN_IDS.indexOf(best) ? planId : best), 'starter');
  }

  return {
    currentPlanId,
    async currentPlan(userId: string, executor?: Executor): Promise<Plan> {
      return planById(await currentPlanId(userId, executor));
    },
    /** Throws PLAN_LIMIT (403, with upgradeUrl) unless the learner's plan includes a feature of `requiredPlan`. */
    async requireFeature(userId: string, requiredPlan: PlanId, message: string): Promise<void> {
      if (!planMeetsFeature(await currentPlanId(userId), requiredPlan)) {
        throw new AppError('PLAN_LIMIT', message, undefined, { extra: { upgradeUrl: UPGRADE_URL, requiredPlan } });
      }
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
