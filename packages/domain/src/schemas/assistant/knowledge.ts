import { z } from 'zod';
import { aiTrainingTexts } from '../../assistant-texts.ts';
import { KNOWLEDGE_ID_PATTERN } from '../../rules/assistant.ts';
import { answerSourceSchema } from './chat.ts';
import { answerKindSchema, assistantProviderSchema, knowledgeCategorySchema, ownDataIntentSchema } from './common.ts';

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

/** 'needs-review': answered "not sure" or marked unhelpful, what an admin should add knowledge for. */
export const AI_QUESTION_FILTERS = ['needs-review', 'all', 'low-confidence', 'unhelpful', 'not-sure'] as const;
export type AiQuestionFilter = (typeof AI_QUESTION_FILTERS)[number];
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
  notSure: z.int().nonnegative(),
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

/**
 * AI Training's "try against the held-out set": a proposed entry (a new one, or a change to the
 * entry `id`) scored on the frozen held-out questions before it is saved. Only the totals come
 * back: the held-out questions stay unseen, so nobody tunes on them.
 */
export const knowledgeTrialRequestSchema = z.object({ id: z.string().regex(KNOWLEDGE_ID_PATTERN).optional(), entry: knowledgeInputSchema });
export type KnowledgeTrialRequest = z.infer<typeof knowledgeTrialRequestSchema>;
export const heldOutScoreSchema = z.object({
  total: z.int().nonnegative(),
  correct: z.int().nonnegative(),
  partly: z.int().nonnegative(),
  wrong: z.int().nonnegative(),
  notSure: z.int().nonnegative(),
  /** Answers stating a wrong amount, date or eligibility. */
  criticalWrong: z.int().nonnegative(),
  outOfScope: z.int().nonnegative(),
  outOfScopeHandled: z.int().nonnegative(),
});
export type HeldOutScore = z.infer<typeof heldOutScoreSchema>;
export const knowledgeTrialResponseSchema = z.object({ available: z.boolean(), before: heldOutScoreSchema.nullable(), after: heldOutScoreSchema.nullable() });
export type KnowledgeTrialResponse = z.infer<typeof knowledgeTrialResponseSchema>;
