import { z } from 'zod';
import { JOURNEY_STEP_IDS, JOURNEY_STEP_STATUSES } from '../rules/journey.ts';
import { applicationStatusSchema } from './applications.ts';
import { documentTypeSchema, verificationStatusSchema } from './documents.ts';

// GET /api/dashboard: the signed-in learner's dashboard, computed by the server from their own rows
// (seed 001 sections 2 "/dashboard", 4 "Journey steps" and 7 "Dashboard reads").

export const journeyStepSchema = z.object({
  id: z.enum(JOURNEY_STEP_IDS),
  title: z.string(),
  status: z.enum(JOURNEY_STEP_STATUSES),
});
export type JourneyStepView = z.infer<typeof journeyStepSchema>;

export const journeySchema = z.object({
  steps: z.array(journeyStepSchema).length(JOURNEY_STEP_IDS.length),
  /** 1-based: the first incomplete step, or the last when all are done. */
  currentStep: z.int().min(1).max(JOURNEY_STEP_IDS.length),
  completedCount: z.int().min(0).max(JOURNEY_STEP_IDS.length),
});

export const dashboardDocumentSchema = z.object({
  id: z.uuid(),
  documentType: documentTypeSchema,
  verificationStatus: verificationStatusSchema,
  createdAt: z.iso.datetime(),
  /** ID document and Grade 12 results are required; the others are optional. */
  required: z.boolean(),
});
export type DashboardDocument = z.infer<typeof dashboardDocumentSchema>;

export const documentBannerSchema = z.object({
  pending: z.int().nonnegative(),
  approved: z.int().nonnegative(),
  rejected: z.int().nonnegative(),
  needsResubmission: z.int().nonnegative(),
});
export type DocumentBanner = z.infer<typeof documentBannerSchema>;

export const dashboardApplicationSchema = z.object({
  id: z.uuid(),
  status: applicationStatusSchema,
  institutionName: z.string().nullable(),
  programName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

export const dashboardSchema = z.object({
  journey: journeySchema,
  welcome: z.object({ fullName: z.string().nullable(), trackingId: z.string().nullable(), planName: z.string() }),
  profileCompletion: z.object({ percent: z.int().min(0).max(100), missing: z.array(z.string()) }),
  /** The learner's documents, newest first. */
  documents: z.array(dashboardDocumentSchema),
  /** null when the learner has no documents yet. */
  documentBanner: documentBannerSchema.nullable(),
  /** The learner's applications, newest first. */
  applications: z.array(dashboardApplicationSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
