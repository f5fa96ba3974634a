import { aiTrainingTexts } from '@kusasa/domain/assistant-texts';
import { knowledgeIdFromTitle, maskPersonalDetails } from '@kusasa/domain/rules/assistant';
import { answerKindSchema, assistantProviderSchema, ownDataIntentSchema } from '@kusasa/domain/schemas/assistant/common';
import {
  type AiInsights,
  type AiQuestionsQuery,
  type KnowledgeCreate,
  type KnowledgeEntry,
  type KnowledgeInput,
  type KnowledgeUpdate,
  type PreviewResponse,
  aiQuestionsQuerySchema,
} from '@kusasa/domain/schemas/assistant/knowledge';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { createAssistantRepo } from './assistant.repo.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import { docOfVersion, type KnowledgeBase } from './knowledge-base.ts';
import { createKnowledgeRepo, type KnowledgeVersionRow } from './knowledge.repo.ts';
import type { AssistantFacts } from './assistant-facts.ts';
import type { LearnerFacts } from './learner-facts.ts';
import type { Kernel } from '../../core/kernel.ts';

// AI Training (/admin/ai-training; issue 14): what learners ask, without who asked; the answers
// that were weak or unhelpful; and the knowledge editor. Every change to an entry is a new stored
// version written with its audit entry in one transaction, and the next question uses it.

export const KNOWLEDGE_AUDIT_ACTIONS = {
  added: 'ASSISTANT_KNOWLEDGE_ADDED',
  edited: 'ASSISTANT_KNOWLEDGE_EDITED',
  retired: 'ASSISTANT_KNOWLEDGE_RETIRED',
  restored: 'ASSISTANT_KNOWLEDGE_RESTORED',
} as const;
const INSIGHT_DAYS = 30;
const TOP_ENTRIES = 10;

export interface AssistantAdminDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  knowledge: KnowledgeBase;
  facts: LearnerFacts;
  catalogue: AssistantFacts;
}

type Change = 'added' | 'edited' | 'retired' | 'restored';

export function createAssistantAdminService({ db, clock, audit, knowledge, facts, catalogue }: AssistantAdminDeps) {
  const exchanges = createAssistantRepo(db);

  async function entryOrNotFound(id: string): Promise<KnowledgeEntry> {
    const entry = (await knowledge.entries()).find((candidate) => candidate.id === id);
    if (!entry) throw new AppError('NOT_FOUND', aiTrainingTexts.notFound);
    return entry;
  }

  /** Stores the next version of an entry and its audit entry together, refusing a stale edit. */
  async function storeVersion(
    actor: Actor,
    id: string,
    expectedVersion: number,
    content: KnowledgeInput,
    status: 'active' | 'retired',
    change: Change,
    reason: string | null,
  ) {
    try {
      await db.transaction(async (tx: Executor) => {
        const repo = createKnowledgeRepo(tx);
        await repo.lockEntry(id);
        const latest = await repo.latestOf(id);
        if ((latest?.version ?? 0) !== expectedVersion) throw new AppError('CONFLICT', aiTrainingTexts.stale);
        const version = expectedVersion + 1;
        await repo.insertVersion({ entryId: id, version, ...content, status, editedBy: actor.id, reason, createdAt: clock() });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: KNOWLEDGE_AUDIT_ACTIONS[change],
            message: `Thandi knowledge entry ${id} ${change} (version ${version})`,
            targetType: 'assistant_knowledge',
            targetId: id,
            component: 'ai-training',
            reason,
            details: { version, title: content.title, status },
          },
          tx,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', aiTrainingTexts.stale);
      throw error;
    }
    return entryOrNotFound(id);
  }

  const contentOf = (entry: KnowledgeEntry): KnowledgeInput => ({
    title: entry.title,
    question: entry.question,
    category: entry.category,
    sourceUrl: entry.sourceUrl,
    answer: entry.answer,
    keywords: entry.keywords,
    faq: entry.faq,
  });

  return {
    async questions(query: AiQuestionsQuery) {
      const { filter, limit, before } = aiQuestionsQuerySchema.parse(query);
      const rows = await exchanges.questions(filter, limit, before ? new Date(before) : undefined);
      return {
        questions: rows.map((row) => ({
          id: row.id,
          question: maskPersonalDetails(row.question),
          kind: answerKindSchema.parse(row.kind),
          intent: row.intent === null ? null : ownDataIntentSchema.parse(row.intent),
          topEntryId: row.topEntryId,
          confidence: Math.min(1, Math.max(0, row.confidence)),
          helpful: row.helpful,
          provider: assistantProviderSchema.parse(row.provider),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async insights(): Promise<AiInsights> {
      const since = new Date(clock().getTime() - INSIGHT_DAYS * 24 * 60 * 60_000);
      const [totals, top, intents, entries] = await Promise.all([
        exchanges.totalsSince(since),
        exchanges.topEntriesSince(since, TOP_ENTRIES),
        exchanges.intentsSince(since),
        knowledge.entries(),
      ]);
      const titleOf = (id: string) => entries.find((entry) => entry.id === id)?.title ?? id;
      return {
        since: since.toISOString(),
        ...totals,
        topEntries: top.map((row) => ({ entryId: row.entryId, title: titleOf(row.entryId), count: row.count })),
        intents: intents.flatMap((row) => {
          const intent = ownDataIntentSchema.safeParse(row.intent);
          return intent.success ? [{ intent: intent.data, count: row.count }] : [];
        }),
      };
    },

    entries: () => knowledge.entries(),

    async versions(id: string) {
      const rows = await createKnowledgeRepo(db).versionsOf(id);
      if (rows.length === 0 && !knowledge.fileEntry(id)) throw new AppError('NOT_FOUND', aiTrainingTexts.notFound);
      return rows.map((row: KnowledgeVersionRow) => ({
        ...docOfVersion(row),
        status: row.status === 'retired' ? ('retired' as const) : ('active' as const),
        version: row.version,
        editedBy: row.editedBy,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async create(actor: Actor, input: KnowledgeCreate): Promise<KnowledgeEntry> {
      const { id: wanted, ...content } = input;
      const id = wanted ?? knowledgeIdFromTitle(content.title);
      if (!id) throw new AppError('VALIDATION', aiTrainingTexts.idInvalid, { id: aiTrainingTexts.idInvalid });
      if ((await knowledge.entries()).some((entry) => entry.id === id))
        throw new AppError('CONFLICT', aiTrainingTexts.idTaken, { id: aiTrainingTexts.idTaken });
      return storeVersion(actor, id, 0, content, 'active', 'added', null);
    },

    async update(actor: Actor, id: string, input: KnowledgeUpdate): Promise<KnowledgeEntry> {
      const entry = await entryOrNotFound(id);
      const { expectedVersion, ...content } = input;
      return storeVersion(actor, id, expectedVersion, content, entry.status, 'edited', null);
    },

    async setStatus(actor: Actor, id: string, status: 'active' | 'retired', expectedVersion: number, reason: string | undefined): Promise<KnowledgeEntry> {
      const entry = await entryOrNotFound(id);
      if (entry.status === status) return entry;
      return storeVersion(actor, id, expectedVersion, contentOf(entry), status, status === 'retired' ? 'retired' : 'restored', reason ?? null);
    },

    /** What Thandi's built-in assistant would answer now, with nothing counted or stored. */
    async preview(actor: Actor, question: string): Promise<PreviewResponse> {
      const answer = await answerBuiltIn(question, { index: await knowledge.index(), facts, catalogue, userId: actor.id });
      return {
        content: answer.content,
        kind: answer.kind,
        intent: answer.intent,
        confidence: answer.confidence,
        sources: answer.sources,
        related: answer.related,
      };
    },
  };
}

export type AssistantAdminService = ReturnType<typeof createAssistantAdminService>;
