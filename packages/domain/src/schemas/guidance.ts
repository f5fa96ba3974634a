import { z } from 'zod';
import { INTEREST_AREAS, assessmentAnswersSchema } from '../rules/career-assessment.ts';
import { planIdSchema, thandiTierSchema } from '../rules/plans.ts';

// Career guidance (seed 001 "/career-guidance"): the learner's plan for gating, and the Career
// Assessment (Essential or higher).

/** GET /api/plans/current: the plan the signed-in user holds now (Starter when none). */
export const currentPlanSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  maxApplications: z.int().positive(),
  /** null: unlimited. */
  maxDocuments: z.int().positive().nullable(),
  includesVerification: z.boolean(),
  thandiTier: thandiTierSchema,
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

/** POST /api/guidance/career-assessment. */
export const careerAssessmentRequestSchema = z.object({ answers: assessmentAnswersSchema });
export type CareerAssessmentRequest = z.infer<typeof careerAssessmentRequestSchema>;

const interestAreaSchema = z.enum(INTEREST_AREAS);

export const careerAssessmentResultSchema = z.object({
  /** Every area's score (0-100), highest first. */
  scores: z.array(z.object({ area: interestAreaSchema, name: z.string(), score: z.int().min(0).max(100) })),
  /** The top areas with what they suggest. */
  topAreas: z.array(
    z.object({
      area: interestAreaSchema,
      name: z.string(),
      score: z.int().min(0).max(100),
      description: z.string(),
      studyFields: z.array(z.string()),
    }),
  ),
  /** Active catalogue programmes that fit the top areas. */
  programmes: z.array(z.object({ id: z.uuid(), name: z.string(), faculty: z.string().nullable(), institutionName: z.string(), area: interestAreaSchema })),
});
export type CareerAssessmentResult = z.infer<typeof careerAssessmentResultSchema>;
