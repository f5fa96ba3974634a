import { z } from 'zod';
import { applicationFieldTexts as t } from '../application-texts.ts';
import { planIdSchema } from '../rules/plans.ts';
import { verificationStatusSchema } from './documents.ts';

// Program applications (seed 001 sections 3, 4, 5 and 7).

export const APPLICATION_STATUSES = ['draft', 'submitted', 'under-review', 'approved', 'rejected', 'resubmission-required', 'withdrawn'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const GRADE12_RESULTS_MAX_LENGTH = 5000;
/** The personal statement is a free text field with a character counter (seed 5 "Other"). */
export const PERSONAL_STATEMENT_MAX_LENGTH = 2000;

export const applicationDocumentSummarySchema = z.object({ id: z.uuid(), verificationStatus: verificationStatusSchema });

export const applicationSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid().nullable(),
  institutionId: z.uuid().nullable(),
  institutionName: z.string().nullable(),
  programId: z.uuid().nullable(),
  programName: z.string().nullable(),
  grade12Results: z.string().nullable(),
  personalStatement: z.string().nullable(),
  status: applicationStatusSchema,
  documentPath: z.string().nullable(),
  document: applicationDocumentSummarySchema.nullable(),
  submittedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

/** How many applications the learner's plan allows and how many are used (drafts included). */
export const applicationLimitSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  max: z.int().positive(),
  used: z.int().nonnegative(),
  remaining: z.int().nonnegative(),
});
export type ApplicationLimit = z.infer<typeof applicationLimitSchema>;

export const applicationListSchema = z.object({ applications: z.array(applicationSchema), limit: applicationLimitSchema });
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const applicationClientIdParamsSchema = z.object({ clientId: z.uuid() });

const grade12ResultsText = z.string().max(GRADE12_RESULTS_MAX_LENGTH, { error: t.grade12ResultsTooLong });
const personalStatementText = z.string().max(PERSONAL_STATEMENT_MAX_LENGTH, { error: t.personalStatementTooLong });
/** The form sends '' for an empty select; a draft stores that as "not chosen". */
const optionalId = z.union([z.uuid(), z.literal('').transform(() => null), z.null()]).optional();

/** PUT /api/applications/drafts/:clientId: a draft may be incomplete, so every field is optional. */
export const applicationDraftInputSchema = z.object({
  institutionId: optionalId,
  programId: optionalId,
  grade12Results: grade12ResultsText.nullable().optional(),
  personalStatement: personalStatementText.nullable().optional(),
});
export type ApplicationDraftInput = z.infer<typeof applicationDraftInputSchema>;

/** The fields the learner edits; name and ID number are read-only copies of the profile. */
const submitFields = {
  clientId: z.uuid(),
  grade12Results: z.string({ error: t.grade12ResultsRequired }).trim().min(1, { error: t.grade12ResultsRequired }).pipe(grade12ResultsText),
  institutionId: z.uuid({ error: t.universityRequired }),
  programId: z.uuid({ error: t.programRequired }),
  personalStatement: personalStatementText.optional(),
};

/**
 * POST /api/applications/submit. fullName and idNumber may be sent (the form shows them) but the
 * server ignores them and takes both from the learner's profile, checked with the same messages.
 */
export const applicationSubmitSchema = z.object({
  ...submitFields,
  fullName: z.string().max(200).optional(),
  idNumber: z.string().max(20).optional(),
});
export type ApplicationSubmitInput = z.infer<typeof applicationSubmitSchema>;

/** The whole /apply form as the browser checks it before submitting. */
export const applicationFormSchema = z.object({
  ...submitFields,
  fullName: z.string({ error: t.fullNameRequired }).trim().min(1, { error: t.fullNameRequired }),
  idNumber: z.string({ error: t.idNumberRequired }).trim().min(1, { error: t.idNumberRequired }),
});
export type ApplicationFormInput = z.infer<typeof applicationFormSchema>;

/** DELETE /api/applications/drafts/:clientId */
export const draftDeletedSchema = z.object({ deleted: z.literal(true) });
