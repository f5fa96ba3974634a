import { z } from 'zod';
import { admissionTexts } from '../../admission-texts.ts';
import { DECISION_STATUSES, INBOX_STATUSES, REQUESTABLE_DOCUMENTS, UNSUCCESSFUL_REASONS } from '../../rules/admissions.ts';
import { timelineEventSchema } from './application.ts';

// A decision on one application, or the same decision on several (each written and answered
// separately). 'rejected' needs a reason; 'resubmission-required' needs what to fix.

export const DECISION_NOTE_MAX = 2000;
export const BULK_DECISION_MAX = 100;

const text = (max: number) => z.string().trim().max(max).optional();

export const decisionInputSchema = z
  .object({
    to: z.enum(DECISION_STATUSES),
    reasonCode: z.enum(UNSUCCESSFUL_REASONS).optional(),
    /** To the learner, in plain words. */
    note: text(DECISION_NOTE_MAX),
    /** An approval's condition (e.g. "subject to final Grade 12 results"). */
    condition: text(500),
    /** What the learner must fix before resubmitting. */
    fix: text(DECISION_NOTE_MAX),
    /** With a resubmission: the documents to upload again (a 'documents-requested' event). */
    documents: z.array(z.enum(REQUESTABLE_DOCUMENTS)).max(REQUESTABLE_DOCUMENTS.length).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.to === 'rejected' && !input.reasonCode) ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: admissionTexts.reasonRequired });
    if (input.to === 'resubmission-required' && !input.fix) ctx.addIssue({ code: 'custom', path: ['fix'], message: admissionTexts.noteRequired });
  });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export const decisionResultSchema = z.object({ id: z.uuid(), status: z.enum(INBOX_STATUSES), event: timelineEventSchema });
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const bulkDecisionInputSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(BULK_DECISION_MAX),
  decision: decisionInputSchema,
});
export type BulkDecisionInput = z.infer<typeof bulkDecisionInputSchema>;

export const bulkDecisionResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ id: z.uuid(), ok: z.literal(true), status: z.enum(INBOX_STATUSES) }),
      z.object({ id: z.uuid(), ok: z.literal(false), code: z.string(), message: z.string() }),
    ]),
  ),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;
