import { z } from 'zod';
import { identityCheckSchema } from '../identity-check.ts';
import { partialFundingAnswersSchema } from '../../rules/funding-answers.ts';
import { PROVINCES } from '../../rules/regions.ts';
import {
  appealSchema,
  checklistLineSchema,
  fundingAssessmentSchema,
  fundingEventSchema,
  fundingOutcomeSchema,
  institutionTypeSchema,
  nsfasStatusSchema,
  timestamp,
} from './common.ts';

// NSFAS staff's workspace (issue 28): only learners who consented to share with NSFAS.

export const nsfasStaffStatusSchema = z.object({
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string().nullable(),
  department: z.string().nullable(),
  region: z.string().nullable(),
});
export type NsfasStaffStatus = z.infer<typeof nsfasStaffStatusSchema>;

export const nsfasQueueQuerySchema = z.object({
  outcome: fundingOutcomeSchema.optional(),
  province: z.enum(PROVINCES).optional(),
  institutionType: institutionTypeSchema.optional(),
  checklist: z.enum(['complete', 'incomplete']).optional(),
  /** An NSFAS status, or 'none' for learners without one yet. */
  status: z.union([nsfasStatusSchema, z.literal('none')]).optional(),
  appeal: z.enum(['open']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NsfasQueueQuery = z.input<typeof nsfasQueueQuerySchema>;

export const nsfasQueueItemSchema = z.object({
  learnerId: z.uuid(),
  fullName: z.string().nullable(),
  /** What the learner's identity check checked (issue 32), in the label's exact words on screen. */
  identityCheck: identityCheckSchema.nullable(),
  province: z.string().nullable(),
  outcome: fundingOutcomeSchema.nullable(),
  ruleVersion: z.string().nullable(),
  institutionTypes: z.array(institutionTypeSchema),
  checklistComplete: z.boolean(),
  status: nsfasStatusSchema.nullable(),
  openAppeal: z.boolean(),
  consentedAt: timestamp,
  updatedAt: timestamp,
});
export type NsfasQueueItem = z.infer<typeof nsfasQueueItemSchema>;
export const nsfasQueueSchema = z.object({
  learners: z.array(nsfasQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NsfasQueue = z.infer<typeof nsfasQueueSchema>;

export const nsfasLearnerSchema = z.object({
  learnerId: z.uuid(),
  fullName: z.string().nullable(),
  province: z.string().nullable(),
  /** How the learner's identity was checked (issue 32); null when not verified. */
  identityCheck: identityCheckSchema.nullable(),
  answers: partialFundingAnswersSchema,
  assessment: fundingAssessmentSchema.nullable(),
  checklist: z.array(checklistLineSchema),
  checklistComplete: z.boolean(),
  reference: z.string().nullable(),
  status: nsfasStatusSchema.nullable(),
  appeals: z.array(appealSchema),
  timeline: z.array(fundingEventSchema),
});
export type NsfasLearner = z.infer<typeof nsfasLearnerSchema>;

export const nsfasLearnerParamsSchema = z.object({ learnerId: z.uuid() });
export const nsfasDocumentParamsSchema = z.object({ learnerId: z.uuid(), documentId: z.uuid() });

export const setNsfasStatusSchema = z.object({ status: nsfasStatusSchema, note: z.string().trim().max(1000).nullable().default(null) });
export type SetNsfasStatus = z.input<typeof setNsfasStatusSchema>;

export const decideAppealSchema = z.object({
  decision: z.enum(['upheld', 'dismissed']),
  note: z.string().trim().min(1, 'Give the learner a reason').max(1000),
});
export type DecideAppeal = z.infer<typeof decideAppealSchema>;

export const nsfasAccountSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  department: z.string().nullable(),
  region: z.string().nullable(),
  position: z.string().nullable(),
  registeredAt: timestamp,
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string().nullable(),
  decidedAt: timestamp.nullable(),
});
export type NsfasAccount = z.infer<typeof nsfasAccountSchema>;
export const nsfasAccountListSchema = z.object({ accounts: z.array(nsfasAccountSchema) });
export const nsfasAccountQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'declined']).default('pending') });
export const nsfasAccountResponseSchema = z.object({ account: nsfasAccountSchema });
export { declineAccountSchema as declineNsfasAccountSchema } from '../account-review.ts';
