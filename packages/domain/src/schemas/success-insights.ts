import { z } from 'zod';
import { PLAN_IDS } from '../rules/plan-data.ts';

/*
 * GET /api/applications/insights (student): for a Pro + AI learner, each application's programme
 * compared with the learner's marks (issue 31); otherwise available is false and there are none.
 */
export const applicationInsightSchema = z.object({
  applicationId: z.string(),
  programId: z.string(),
  status: z.enum(['meets', 'nearly', 'does_not_meet', 'no_marks']),
  sentences: z.array(z.string()),
});
export type ApplicationInsight = z.infer<typeof applicationInsightSchema>;

export const applicationInsightsSchema = z.object({
  available: z.boolean(),
  requiredPlan: z.enum(PLAN_IDS),
  insights: z.array(applicationInsightSchema),
});
export type ApplicationInsights = z.infer<typeof applicationInsightsSchema>;
