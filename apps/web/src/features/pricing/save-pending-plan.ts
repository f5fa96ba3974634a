import type { PlanId } from '@kusasa/domain/rules/plan-data';
import { PENDING_PLAN_KEY } from '../../lib/pending-plan';

/**
 * Keeps the chosen paid plan as pending_plan for the register page (seed 002 section 4). False
 * when the browser refuses storage (private mode, blocked cookies): the caller shows the
 * 'Storage Issue Detected' panel and falls back to /register?plan=.
 */
export function savePendingPlan(planId: PlanId): boolean {
  try {
    window.sessionStorage.setItem(PENDING_PLAN_KEY, planId);
    return window.sessionStorage.getItem(PENDING_PLAN_KEY) === planId;
  } catch {
    return false;
  }
}
