import { PLAN_IDS, planById, planIdSchema, planMeetsFeature, UPGRADE_URL, type Plan, type PlanId } from '@kusasa/domain/rules/plans';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createPlanGrantsRepo, heldPlanColumns, heldPlans, type HeldPlans } from './plans.repo.ts';

// Which plan a learner holds, for every rule that depends on it (application and document caps,
// gated guidance, the assistant's tier). The best active plan wins; none means Starter. A paid
// plan is an active user_plans row written when the provider confirms the payment (features/payments).
// An active sponsor allocation gives sponsored premium access (seeds 001 and 002): the plan it
// names, Pro + AI when it names none.
const SPONSORED_PLAN: PlanId = 'pro-ai';

/** The best plan among those held; none means Starter. */
export function planIdOfHeld({ bought, sponsored }: HeldPlans): PlanId {
  const candidates = [...bought, ...sponsored.map((plan) => plan || SPONSORED_PLAN)];
  const held = candidates.flatMap((planId) => {
    const parsed = planIdSchema.safeParse(planId);
    return parsed.success ? [parsed.data] : [];
  });
  return held.reduce<PlanId>((best, planId) => (PLAN_IDS.indexOf(planId) > PLAN_IDS.indexOf(best) ? planId : best), 'starter');
}

export function createPlansService(db: Executor, clock: () => Date = () => new Date()) {
  async function currentPlanId(userId: string, executor: Executor = db): Promise<PlanId> {
    return planIdOfHeld(await heldPlans(executor, userId, clock()));
  }

  const grants = (executor: Executor = db) => createPlanGrantsRepo(executor);

  return {
    currentPlanId,
    // The learner's plan rows: only this service writes them. A write that must commit with the
    // caller's rows (a new account, a confirmed payment) takes the caller's transaction.
    /** Gives the learner a plan from `at` (Starter at registration, a paid plan when its payment is confirmed). */
    grant: (userId: string, planId: PlanId, at: Date, executor?: Executor) => grants(executor).grant(userId, planId, at),
    /** Active plan rows, newest first. */
    activeGrants: (userId: string, executor?: Executor) => grants(executor).activeRows(userId),
    /** Ends the learner's paid plans (they keep Starter); returns how many ended. */
    endPaidPlans: (userId: string, executor?: Executor) => grants(executor).endPaidPlans(userId),
    /** Every plan row of the learner, for "Your data". */
    grantHistory: (userId: string, executor?: Executor) => grants(executor).historyOf(userId),
    async currentPlan(userId: string, executor?: Executor): Promise<Plan> {
      return planById(await currentPlanId(userId, executor));
    },
    /**
     * For a feature that reads the plan in its own one statement (the dashboard, decision 0386):
     * the held-plans columns (placeholders `userId` and `now`), `now`'s value, and the plan a row
     * of those columns gives.
     */
    heldPlanColumns: () => heldPlanColumns,
    heldPlansNow: () => clock().toISOString(),
    planOfHeld: (held: HeldPlans): Plan => planById(planIdOfHeld(held)),
    /** Throws PLAN_LIMIT (403, with upgradeUrl) unless the learner's plan includes a feature of `requiredPlan`. */
    async requireFeature(userId: string, requiredPlan: PlanId, message: string): Promise<void> {
      if (!planMeetsFeature(await currentPlanId(userId), requiredPlan)) {
        throw new AppError('PLAN_LIMIT', message, undefined, { extra: { upgradeUrl: UPGRADE_URL, requiredPlan } });
      }
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
