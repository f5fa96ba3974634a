import { z } from 'zod';
import { aiTrainingTexts, assistantTexts } from '../assistant-texts.ts';
import { ASSISTANT_MESSAGE_MAX_LENGTH, KNOWLEDGE_CATEGORIES, KNOWLEDGE_ID_PATTERN } from '../rules/assistant.ts';
import { planIdSchema, thandiTierSchema } from '../rules/plans.ts';

// Thandi's API, camelCase like the rest of the API: the seed's `queries_remaining` (seed 001
// section 7) is `queriesRemaining` on the wire (decision 0380).

export const knowledgeCategorySchema = z.enum(KNOWLEDGE_CATEGORIES);

export const ANSWER_KINDS = ['knowledge', 'own-data', 'no-answer'] as const;
export const answerKindSchema = z.enum(ANSWER_KINDS);
export type AnswerKind = z.infer<typeof answerKindSchema>;

/** Questions about the learner's own data, answered from their rows rather than the knowledge base. */
export const OWN_DATA_INTENTS = ['aps', 'eligibility', 'documents', 'applications'] as const;
export const ownDataIntentSchema = z.enum(OWN_DATA_INTENTS);
export type OwnDataIntent = z.infer<typeof ownDataIntentSchema>;

/** Who wrote the answer: the built-in assistant, or the configured model grounded on the same sources. */
export const ASSISTANT_PROVIDERS = ['built-in', 'model'] as const;
export const assistantProviderSchema = z.enum(ASSISTANT_PROVIDERS);
export type AssistantProvider = z.infer<typeof assistantProviderSchema>;

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
  /** What the answer is based on; empty for a no-answer. */
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

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: knowledgeCategorySchema,
  title: z.string(),
  sourceUrl: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.object({ categories: z.array(knowledgeCategorySchema), faqs: z.array(faqSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

// ----- Admin: AI Training -----

const sourceUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^\/[A-Za-z0-9\-._~/#?=&%]*$/.test(url) || /^https:\/\/[^\s]+$/.test(url), { error: aiTrainingTexts.sourceUrlInvalid });

export const knowledgeInputSchema = z.object({
  title: z.string({ error: aiTrainingTexts.titleRequired }).trim().min(1, { error: aiTrainingTexts.titleRequired }).max(200),
  question: z.string({ error: aiTrainingTexts.questionRequired }).trim().min(1, { error: aiTrainingTexts.questionRequired }).max(300),
  category: knowledgeCategorySchema.or(z.never({ error: aiTrainingTexts.categoryRequired })),
  sourceUrl: sourceUrlSchema,
  answer: z.string({ error: aiTrainingTexts.answerRequired }).trim().min(1, { error: aiTrainingTexts.answerRequired }).max(4000),
  /** Other words learners use for this topic, searched like the title. */
  keywords: z.array(z.string().trim().min(1).max(60)).max(40).default([]),
  /** Listed on /faqs. */
  faq: z.boolean().default(true),
});
export type KnowledgeInput = z.infer<typeof knowledgeInputSchema>;

export const knowledgeCreateSchema = knowledgeInputSchema.extend({
  /** Optional slug; made from the title when left out. */
  id: z.string().trim().max(80).regex(KNOWLEDGE_ID_PATTERN, { error: aiTrainingTexts.idInvalid }).optional(),
});
export type KnowledgeCreate = z.infer<typeof knowledgeCreateSchema>;

/** An edit names the version it was made on, so two admins cannot overwrite each other unknowingly. */
export const knowledgeUpdateSchema = knowledgeInputSchema.extend({ expectedVersion: z.int().nonnegative() });
export type KnowledgeUpdate = z.infer<typeof knowledgeUpdateSchema>;
export const knowledgeStatusChangeSchema = z.object({ expectedVersion: z.int().nonnegative(), reason: z.string().trim().max(500).optional() });

export const knowledgeIdParamsSchema = z.object({ id: z.string().max(80).regex(KNOWLEDGE_ID_PATTERN, { error: aiTrainingTexts.notFound }) });

export const KNOWLEDGE_STATUSES = ['active', 'retired'] as const;
/** file: only in the repo; stored: added by an admin; edited: a repo entry an admin changed (the stored version wins). */
export const KNOWLEDGE_ORIGINS = ['file', 'stored', 'edited'] as const;

export const knowledgeEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  question: z.string(),
  category: knowledgeCategorySchema,
  sourceUrl: z.string(),
  answer: z.string(),
  keywords: z.array(z.string()),
  faq: z.boolean(),
  status: z.enum(KNOWLEDGE_STATUSES),
  origin: z.enum(KNOWLEDGE_ORIGINS),
  /** 0 for a repo entry no admin has changed; the stored version number otherwise. */
  version: z.int().nonnegative(),
  updatedAt: z.iso.datetime().nullable(),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;
export const knowledgeListSchema = z.object({ entries: z.array(knowledgeEntrySchema) });

export const knowledgeVersionSchema = knowledgeEntrySchema.omit({ origin: true, updatedAt: true }).extend({
  editedBy: z.uuid().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export const knowledgeVersionListSchema = z.object({ versions: z.array(knowledgeVersionSchema) });

export const AI_QUESTION_FILTERS = ['all', 'low-confidence', 'unhelpful', 'no-answer'] as const;
export const aiQuestionsQuerySchema = z.object({
  filter: z.enum(AI_QUESTION_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Questions asked before this time (the previous page's last createdAt). */
  before: z.iso.datetime().optional(),
});
export type AiQuestionsQuery = z.input<typeof aiQuestionsQuerySchema>;

/** A learner's question without the learner: no id, no name, personal numbers masked. */
export const aiQuestionSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  kind: answerKindSchema,
  intent: ownDataIntentSchema.nullable(),
  topEntryId: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  helpful: z.boolean().nullable(),
  provider: assistantProviderSchema,
  createdAt: z.iso.datetime(),
});
export const aiQuestionListSchema = z.object({ questions: z.array(aiQuestionSchema) });

export const aiInsightsSchema = z.object({
  since: z.iso.datetime(),
  total: z.int().nonnegative(),
  noAnswer: z.int().nonnegative(),
  lowConfidence: z.int().nonnegative(),
  helpful: z.int().nonnegative(),
  unhelpful: z.int().nonnegative(),
  topEntries: z.array(z.object({ entryId: z.string(), title: z.string(), count: z.int().nonnegative() })),
  intents: z.array(z.object({ intent: ownDataIntentSchema, count: z.int().nonnegative() })),
});
export type AiInsights = z.infer<typeof aiInsightsSchema>;

/** An admin trying a question: the built-in answer, with nothing counted or stored. */
export const previewResponseSchema = z.object({
  content: z.string(),
  kind: answerKindSchema,
  intent: ownDataIntentSchema.nullable(),
  confidence: z.number().min(0).max(1),
  sources: z.array(answerSourceSchema),
  related: z.array(answerSourceSchema),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
