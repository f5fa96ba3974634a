import { z } from 'zod';
import { PLAN_IDS } from '../rules/plan-data.ts';

/*
 * GET /api/applications/prefill (student): what a new application's form is filled in with from
 * the profile (issue 31's form auto-fill, Essential and above). On Starter, available is false and
 * nothing is filled in; the page says which plan does it.
 */
export const applicationPrefillSchema = z.object({
  available: z.boolean(),
  /** The cheapest plan with form auto-fill. */
  requiredPlan: z.enum(PLAN_IDS),
  /** The profile's Grade 12 marks as the form asks for them, or null (not available, or no marks saved). */
  grade12Results: z.string().nullable(),
});
export type ApplicationPrefill = z.infer<typeof applicationPrefillSchema>;
