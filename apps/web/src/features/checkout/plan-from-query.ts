import { type PlanId, planIdSchema } from '@kusasa/domain/rules/plans';

/** The ?plan= of a checkout page as a known plan id, or null. */
export function planFromSearch(search: string): PlanId | null {
  const parsed = planIdSchema.safeParse(new URLSearchParams(search).get('plan'));
  return parsed.success ? parsed.data : null;
}
