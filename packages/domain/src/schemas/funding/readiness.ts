import { z } from 'zod';
import { FUNDING_STEPS, partialFundingAnswersSchema } from '../../rules/funding-answers.ts';
import { APPEAL_REASONS } from '../../rules/funding-statuses.ts';
import {
  appealReasonSchema,
  appealSchema,
  calendarDate,
  checklistLineSchema,
  fundingAssessmentSchema,
  nsfasCycleSchema,
  nsfasStatusSchema,
  timestamp,
} from './common.ts';

// The learner's side of funding readiness (issue 28); the route list is in ./common.ts.

export const fundingStepParamsSchema = z.object({ step: z.enum(FUNDING_STEPS) });
export const fundingItemParamsSchema = z.object({ item: checklistLineSchema.shape.item });

export const consentStateSchema = z.object({
  given: z.boolean(),
  /** The wording version agreed to, when given. */
  version: z.string().nullable(),
  givenAt: timestamp.nullable(),
});

export const sponsorInvitationSchema = z.object({
  id: z.uuid(),
  sponsorName: z.string(),
  message: z.string().nullable(),
  invitedAt: timestamp,
});
export type SponsorInvitation = z.infer<typeof sponsorInvitationSchema>;

export const fundingReadinessSchema = z.object({
  answers: partialFundingAnswersSchema,
  answeredSteps: z.array(z.enum(FUNDING_STEPS)),
  /** Null until every step is answered; recomputed on every change of an answer. */
  assessment: fundingAssessmentSchema.nullable(),
  /** The lines that apply to the answers (empty until the questionnaire is complete). */
  checklist: z.array(checklistLineSchema),
  checklistComplete: z.boolean(),
  /** The cycle for the coming funding year, or the latest one stored. */
  cycle: nsfasCycleSchema.nullable(),
  nsfas: z.object({
    reference: z.string().nullable(),
    status: nsfasStatusSchema.nullable(),
    /** Who set the status last: the learner (from myNSFAS) or NSFAS staff in Kusasa. */
    statusSetBy: z.enum(['learner', 'nsfas']).nullable(),
    statusChangedAt: timestamp.nullable(),
  }),
  consents: z.object({ nsfas: consentStateSchema, sponsors: consentStateSchema }),
  appeals: z.array(appealSchema),
  /** Whether an appeal may be lodged now, and until which SA date. */
  appealWindow: z.object({ open: z.boolean(), until: calendarDate.nullable() }),
  invitations: z.array(sponsorInvitationSchema),
});
export type FundingReadiness = z.infer<typeof fundingReadinessSchema>;

export const linkChecklistDocumentSchema = z.object({
  documentId: z.uuid(),
  /** The date on the certification stamp; not in the future. */
  certifiedOn: calendarDate,
});
export type LinkChecklistDocument = z.infer<typeof linkChecklistDocumentSchema>;

/** NSFAS reference numbers are not published in one format: letters, digits and dashes, 4 to 40. */
export const recordNsfasSchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Enter the reference as myNSFAS shows it (letters, digits and dashes)')
    .nullable(),
  status: nsfasStatusSchema.nullable(),
});
export type RecordNsfas = z.infer<typeof recordNsfasSchema>;

export const giveConsentSchema = z.object({ version: z.string().min(1).max(100) });
export const consentParamsSchema = z.object({ audience: z.enum(['nsfas', 'sponsors']) });

export const newAppealSchema = z.object({
  reason: appealReasonSchema,
  explanation: z.string().trim().min(20, 'Explain in at least 20 characters').max(2000),
  /** Documents from the learner's vault that support the appeal (their own; at least one). */
  documentIds: z.array(z.uuid()).min(1, 'Add at least one supporting document').max(10),
});
export type NewAppeal = z.infer<typeof newAppealSchema>;
export const appealParamsSchema = z.object({ appealId: z.uuid() });
export { APPEAL_REASONS };
