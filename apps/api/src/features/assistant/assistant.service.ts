import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { assistantDayOf, dailyQuotaFor, KNOWLEDGE_CATEGORIES, quotaResetsAt } from '@kusasa/domain/rules/assistant';
import type { Plan } from '@kusasa/domain/rules/plans';
import { type AskResponse, type AssistantQuota, type Exchange } from '@kusasa/domain/schemas/assistant/chat';
import { answerKindSchema, assistantProviderSchema, ownDataIntentSchema, type AssistantProvider } from '@kusasa/domain/schemas/assistant/common';
import { type FaqList } from '@kusasa/domain/schemas/assistant/faqs';
import { fillText } from '@kusasa/domain/texts';
import type { ChatModel } from '../../adapters/assistant/chat-model.ts';
import { AppError } from '../../http/app-error.ts';
import { createAssistantRepo, type ExchangeRow } from './assistant.repo.ts';
import { createAnswerWriter, type AnswerSink } from './answer-writer.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import type { AssistantFacts } from './assistant-facts.ts';
import type { KnowledgeBase } from './knowledge-base.ts';
import type { LearnerFacts } from './learner-facts.ts';
import type { Kernel } from '../../core/kernel.ts';

// Thandi for a signed-in learner (seed 001 sections 2, 4, 7; issue 14): one question counted
// against the day's quota, answered by the model when one is configured and by the built-in
// assistant otherwise or whenever the model fails, stored as the learner's history.

export type { AnswerSink } from './answer-writer.ts';

export interface AssistantDeps extends Pick<Kernel, 'db' | 'clock'> {
  knowledge: KnowledgeBase;
  facts: LearnerFacts;
  /** The catalogue's live facts (fees, dates, requirements), composed by the area. */
  catalogue: AssistantFacts;
  /** The learner's plan (features/plans): its Thandi tier sets the daily quota. */
  planOf: (userId: string) => Promise<Plan>;
  /** The configured model, or undefined for the built-in assistant alone. */
  model?: ChatModel;
  log: { warn: (obj: object, msg: string) => void };
  /** Told how long each answer took to write and who wrote it (the metrics feature's histogram). */
  observeReply?: (provider: AssistantProvider, seconds: number) => void;
}

export function toExchange(row: ExchangeRow): Exchange {
  return {
    id: row.id,
    question: row.question,
    content: row.answer,
    kind: answerKindSchema.parse(row.kind),
    intent: row.intent === null ? null : ownDataIntentSchema.parse(row.intent),
    sources: row.sources,
    provider: assistantProviderSchema.parse(row.provider),
    stopped: row.stopped,
    helpful: row.helpful,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAssistantService(deps: AssistantDeps) {
  const { db, clock, knowledge, facts, catalogue, planOf, model, log, observeReply } = deps;
  const repo = createAssistantRepo(db);

  async function quotaOf(userId: string) {
    const plan = await planOf(userId);
    return { plan, limit: dailyQuotaFor(plan.thandiTier) };
  }

  const write = createAnswerWriter(model, log);

  return {
    async quota(userId: string): Promise<AssistantQuota> {
      const { plan, limit } = await quotaOf(userId);
      const now = clock();
      const used = Math.min(limit, await repo.usedOn(userId, assistantDayOf(now)));
      return {
        planId: plan.id,
        planName: plan.name,
        tier: plan.thandiTier,
        limit,
        used,
        queriesRemaining: limit - used,
        resetsAt: quotaResetsAt(now).toISOString(),
      };
    },

    /** Counts the question, answers it (streaming to `sink` when given) and stores the exchange. */
    async ask(userId: string, question: string, options: { sink?: AnswerSink; signal?: AbortSignal } = {}): Promise<AskResponse> {
      const { plan, limit } = await quotaOf(userId);
      const now = clock();
      const day = assistantDayOf(now);
      const used = await repo.reserveQuestion(userId, day, limit);
      if (used === undefined) {
        throw new AppError('DAILY_LIMIT', fillText(assistantTexts.dailyLimit, { limit: String(limit), plan: plan.name }), undefined, {
          extra: { queriesRemaining: 0, limit, resetsAt: quotaResetsAt(now).toISOString() },
        });
      }
      try {
        const started = performance.now();
        const answer = await answerBuiltIn(question, { index: await knowledge.index(), facts, catalogue, userId, planId: plan.id });
        const written = await write(question, answer, options.sink, options.signal);
        observeReply?.(written.provider, (performance.now() - started) / 1000);
        const row = await repo.insertExchange({
          userId,
          question,
          answer: written.content,
          kind: answer.kind,
          intent: answer.intent,
          sources: written.sources,
          topEntryId: answer.topEntryId,
          confidence: answer.confidence,
          provider: written.provider,
          fallbackReason: written.fallbackReason,
          stopped: written.stopped,
          createdAt: clock(),
        });
        return {
          messageId: row.id,
          content: row.answer,
          queriesRemaining: Math.max(0, limit - used),
          kind: answer.kind,
          intent: answer.intent,
          sources: written.sources,
          related: answer.related,
          provider: written.provider,
          createdAt: row.createdAt.toISOString(),
        };
      } catch (error) {
        // No answer reached the learner: the question is not counted.
        await repo.releaseQuestion(userId, day);
        throw error;
      }
    },

    async history(userId: string, limit: number): Promise<Exchange[]> {
      return (await repo.historyOf(userId, limit)).map(toExchange);
    },
    async deleteExchange(userId: string, id: string): Promise<number> {
      const deleted = await repo.deleteOwned(userId, id);
      if (deleted === 0) throw new AppError('NOT_FOUND', assistantTexts.notFound);
      return deleted;
    },
    deleteHistory: (userId: string) => repo.deleteAllOf(userId),
    async feedback(userId: string, id: string, helpful: boolean): Promise<{ id: string; helpful: boolean }> {
      if (!(await repo.setFeedback(userId, id, helpful, clock()))) throw new AppError('NOT_FOUND', assistantTexts.notFound);
      return { id, helpful };
    },

    /** /faqs: the active entries marked as FAQs, by category in the seed's chip order. */
    async faqs(): Promise<FaqList> {
      const docs = (await knowledge.activeDocs()).filter((doc) => doc.faq);
      const order = (category: string) => KNOWLEDGE_CATEGORIES.indexOf(category as (typeof KNOWLEDGE_CATEGORIES)[number]);
      const faqs = docs
        .map((doc) => ({ id: doc.id, question: doc.question, answer: doc.answer, category: doc.category, title: doc.title, sourceUrl: doc.sourceUrl }))
        .sort((a, b) => order(a.category) - order(b.category) || a.question.localeCompare(b.question));
      return { categories: [...KNOWLEDGE_CATEGORIES], faqs };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
