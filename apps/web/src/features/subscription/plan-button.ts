import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import type { PlanId } from '@kusasa/domain/rules/plans';

export type PlanAction = 'current' | 'pay' | 'downgrade';

/**
 * A plan card's button (seed 002 section 2): Current Plan on the learner's plan; otherwise Upgrade
 * while they are on Starter, Select for the free plan, and Subscribe for any other.
 */
export function planButton(planId: PlanId, priceCents: number, currentPlanId: PlanId): { label: string; action: PlanAction } {
  if (planId === currentPlanId) return { label: subscriptionTexts.currentPlan, action: 'current' };
  if (currentPlanId === 'starter') return { label: subscriptionTexts.upgrade, action: 'pay' };
  if (priceCents === 0) return { label: subscriptionTexts.select, action: 'downgrade' };
  return { label: subscriptionTexts.subscribe, action: 'pay' };
}
