import { z } from 'zod';
import { assistantTexts } from '../../assistant-texts.ts';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '../../rules/assistant.ts';
import { planIdSchema, thandiTierSchema } from '../../rules/plans.ts';
import { answerKindSchema, assistantProviderSchema, ownDataIntentSchema } from './common.ts';

/** The seed's body: {message}. Empty or whitespace-only is refused, as the chat never sends it. */
export const askRequestSchema = z.object({
  message: z
    .string({ error: assistantTexts.emptyMessage })
    .trim()
    .min(1, { error: assistantTexts.emptyMessage })
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, { error: assistantTexts.tooLong.replace('{max}', String(ASSISTANT_MESSAGE_MAX_LENGTH)) }),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

/** A page an answer came from: a knowledge entry (id = its slug) or the learner's own data (id = 'own-data:<intent>'). */
export const answerSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A Kusasa page (/pricing) or an outside page (https://...). */
  url: z.string(),
  category: z.string(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const askResponseSchema = z.object({
  messageId: z.uuid(),
  content: z.string(),
  queriesRemaining: z.int().nonnegative(),
  kind: answerKindSchema,
  intent: ownDataIntentSchema.nullable(),
  /** What the answer is based on; empty for a not-sure answer. */
  sources: z.array(answerSourceSchema),
  /** Other entries close to the question, offered as "See also". */
  related: z.array(answerSourceSchema),
  provider: assistantProviderSchema,
  createdAt: z.iso.datetime(),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

/** The 429 body: the usual error plus the seed's remaining count (0). */
export const dailyLimitErrorSchema = z.object({
  error: z.object({ code: z.literal('DAILY_LIMIT'), message: z.string() }),
  queriesRemaining: z.literal(0),
  limit: z.int().positive(),
  resetsAt: z.iso.datetime(),
});

export const assistantQuotaSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  tier: thandiTierSchema,
  limit: z.int().positive(),
  used: z.int().nonnegative(),
  queriesRemaining: z.int().nonnegative(),
  /** The next midnight in South Africa, when the count starts again. */
  resetsAt: z.iso.datetime(),
});
export type AssistantQuota = z.infer<typeof assistantQuotaSchema>;

// The streaming variant (POST /api/assistant/messages/stream) answers text/event-stream with these
// events, in order: any number of `delta`, possibly one `replace` (a model failed mid-answer and
// the built-in answer takes its place), then `done` with the stored answer, or `error`.
export const ASSISTANT_STREAM_EVENTS = { delta: 'delta', replace: 'replace', done: 'done', error: 'error' } as const;
export const streamDeltaSchema = z.object({ text: z.string() });
export const streamReplaceSchema = z.object({ content: z.string() });
export const streamErrorSchema = z.object({ code: z.string(), message: z.string() });

export const exchangeSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  content: z.string(),
  kind: answerKindSchema,
  intent: ownDataIntentSchema.nullable(),
  sources: z.array(answerSourceSchema),
  provider: assistantProviderSchema,
  /** The learner stopped the answer while it streamed; content is what had arrived. */
  stopped: z.boolean(),
  helpful: z.boolean().nullable(),
  createdAt: z.iso.datetime(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const HISTORY_LIMIT = { default: 50, max: 200 } as const;
export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_LIMIT.max).default(HISTORY_LIMIT.default),
});
/** Oldest first, the last `limit` exchanges: the order a chat shows them in. */
export const historyResponseSchema = z.object({ exchanges: z.array(exchangeSchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const messageIdParamsSchema = z.object({ id: z.uuid() });
export const feedbackRequestSchema = z.object({ helpful: z.boolean() });
export const feedbackResponseSchema = z.object({ id: z.uuid(), helpful: z.boolean() });
export const deletedResponseSchema = z.object({ deleted: z.int().nonnegative() });
