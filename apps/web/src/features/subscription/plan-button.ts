import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { planMeetsFeature, type PlanId } from '@kusasa/domain/rules/plans';

export type PlanAction = 'current' | 'pay' | 'downgrade';

/**
 * A plan card's button (seed 002 section 2): Current Plan on the learner's plan; otherwise Upgrade
 * while they are on Starter, Select for the free plan, and Subscribe for any other. A paid plan
 * below theirs is already included (the server would refuse to sell it), so it cannot be bought.
 */
export function planButton(planId: PlanId, priceCents: number, currentPlanId: PlanId): { label: string; action: PlanAction } {
  if (planId === currentPlanId) return { label: subscriptionTexts.currentPlan, action: 'current' };
  if (currentPlanId === 'starter') return { label: subscriptionTexts.upgrade, action: 'pay' };
  if (priceCents === 0) return { label: subscriptionTexts.select, action: 'downgrade' };
  if (planMeetsFeature(currentPlanId, planId)) return { label: subscriptionTexts.includedInPlan, action: 'current' };
  return { label: subscriptionTexts.subscribe, action: 'pay' };
}
