import { type PlanId, isFreePlan, isPlanId } from '@kusasa/domain/rules/plan-data';

// A paid plan chosen before having an account (seed 002 section 4): the pricing page stores it
// as pending_plan in session storage; /register?plan= carries it when storage failed.
export const PENDING_PLAN_KEY = 'pending_plan';

function paidPlan(value: string | null | undefined): PlanId | null {
  return isPlanId(value) && !isFreePlan(value) ? value : null;
}

function storedPlan(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_PLAN_KEY);
  } catch {
    return null;
  }
}

/** The pending paid plan: the stored one, else ?plan=; null when none (Starter counts as none). */
export function readPendingPlan(search: string): PlanId | null {
  return paidPlan(storedPlan()) ?? paidPlan(new URLSearchParams(search).get('plan'));
}

export function clearPendingPlan(): void {
  try {
    window.sessionStorage.removeItem(PENDING_PLAN_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
}
