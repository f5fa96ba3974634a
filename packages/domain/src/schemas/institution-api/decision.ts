import { z } from 'zod';
import { institutionApiTexts } from '../../institution-api-texts.ts';
import { UNSUCCESSFUL_REASONS } from '../../rules/admissions.ts';
import { apiEventSchema, decisionStatusSchema } from './common.ts';

// POST /api/v1/institution/applications/:id/decisions, header Idempotency-Key (required).
// 201 decisionResultSchema. The same key with the same body answers the first answer again and
// writes nothing; the same key with another body is 409. A move the status does not allow 409.

export const IDEMPOTENCY_KEY_MAX = 100;
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: institutionApiTexts.idempotencyKeyRequired })
    .min(1, { error: institutionApiTexts.idempotencyKeyRequired })
    .max(IDEMPOTENCY_KEY_MAX),
});

export const apiDecisionSchema = z
  .object({
    to: decisionStatusSchema,
    reasonCode: z.enum(UNSUCCESSFUL_REASONS).nullish(),
    note: z.string().trim().max(2000).nullish(),
    condition: z.string().trim().max(1000).nullish(),
  })
  .strict();
export type ApiDecision = z.infer<typeof apiDecisionSchema>;

export const decisionResultSchema = z.object({ applicationId: z.uuid(), status: z.string(), event: apiEventSchema });
export type DecisionResult = z.infer<typeof decisionResultSchema>;
