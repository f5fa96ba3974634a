import { and, asc, count, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AiQuestionFilter } from '@kusasa/domain/schemas/assistant/knowledge';

import type { Executor } from '../../db/database.ts';
import { assistantDailyUsage, assistantExchanges } from '../../db/schema/assistant.ts';

export type ExchangeRow = typeof assistantExchanges.$inferSelect;
export type NewExchange = typeof assistantExchanges.$inferInsert;

/** Below this, a knowledge answer counts as low confidence in AI Training. */
export const LOW_CONFIDENCE = 0.6;

export type QuestionFilter = AiQuestionFilter;

const notSure = eq(assistantExchanges.kind, 'not-sure');
const unhelpful = eq(assistantExchanges.helpful, false);
const filterCondition: Record<QuestionFilter, SQL | undefined> = {
  // What AI Training asks an admin to act on: Thandi was not sure, or a learner said it did not help.
  'needs-review': or(notSure, unhelpful),
  all: undefined,
  'low-confidence': and(eq(assistantExchanges.kind, 'knowledge'), lt(assistantExchanges.confidence, LOW_CONFIDENCE)),
  unhelpful,
  'not-sure': notSure,
};

export function createAssistantRepo(db: Executor) {
  return {
    /**
     * Counts one question against the day's quota in one statement, so parallel questions cannot
     * both take the last one. Returns how many are used after it, or undefined when none was left.
     */
    async reserveQuestion(userId: string, day: string, limit: number): Promise<number | undefined> {
      const rows = await db
        .insert(assistantDailyUsage)
        .values({ userId, day, used: 1 })
        .onConflictDoUpdate({
          target: [assistantDailyUsage.userId, assistantDailyUsage.day],
          set: { used: sql`${assistantDailyUsage.used} + 1` },
          setWhere: lt(assistantDailyUsage.used, limit),
        })
        .returning({ used: assistantDailyUsage.used });
      return rows[0]?.used;
    },
    /** Gives a question back when no answer could be produced at all. */
    async releaseQuestion(userId: string, day: string): Promise<void> {
      await db
        .update(assistantDailyUsage)
        .set({ used: sql`greatest(${assistantDailyUsage.used} - 1, 0)` })
        .where(and(eq(assistantDailyUsage.userId, userId), eq(assistantDailyUsage.day, day)));
    },
    async usedOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ used: assistantDailyUsage.used })
        .from(assistantDailyUsage)
        .where(and(eq(assistantDailyUsage.userId, userId), eq(assistantDailyUsage.day, day)));
      return row?.used ?? 0;
    },

    async insertExchange(exchange: NewExchange): Promise<ExchangeRow> {
      const [row] = await db.insert(assistantExchanges).values(exchange).returning();
      if (!row) throw new Error('the exchange was not stored');
      return row;
    },
    /** The learner's last `limit` exchanges, oldest first. */
    async historyOf(userId: string, limit: number): Promise<ExchangeRow[]> {
      const rows = await db
        .select()
        .from(assistantExchanges)
        .where(eq(assistantExchanges.userId, userId))
        .orderBy(desc(assistantExchanges.createdAt), desc(assistantExchanges.id))
        .limit(limit);
      return rows.reverse();
    },
    async deleteOwned(userId: string, id: string): Promise<number> {
      const rows = await db
        .delete(assistantExchanges)
        .where(and(eq(assistantExchanges.id, id), eq(assistantExchanges.userId, userId)))
        .returning({ id: assistantExchanges.id });
      return rows.length;
    },
    async deleteAllOf(userId: string): Promise<number> {
      const rows = await db.delete(assistantExchanges).where(eq(assistantExchanges.userId, userId)).returning({ id: assistantExchanges.id });
      return rows.length;
    },
    async setFeedback(userId: string, id: string, helpful: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(assistantExchanges)
        .set({ helpful, feedbackAt: at })
        .where(and(eq(assistantExchanges.id, id), eq(assistantExchanges.userId, userId)))
        .returning({ id: assistantExchanges.id });
      return rows.length > 0;
    },

    // AI Training: questions without the learner (no user id leaves this repo for admins).

    async questions(filter: QuestionFilter, limit: number, before: Date | undefined) {
      const conditions = [filterCondition[filter], before ? lt(assistantExchanges.createdAt, before) : undefined];
      return db
        .select({
          id: assistantExchanges.id,
          question: assistantExchanges.question,
          kind: assistantExchanges.kind,
          intent: assistantExchanges.intent,
          topEntryId: assistantExchanges.topEntryId,
          confidence: assistantExchanges.confidence,
          helpful: assistantExchanges.helpful,
          provider: assistantExchanges.provider,
          createdAt: assistantExchanges.createdAt,
        })
        .from(assistantExchanges)
        .where(and(...conditions))
        .orderBy(desc(assistantExchanges.createdAt), desc(assistantExchanges.id))
        .limit(limit);
    },
    async totalsSince(since: Date) {
      const [row] = await db
        .select({
          total: count(),
          notSure: sql<number>`count(*) filter (where ${assistantExchanges.kind} = 'not-sure')`.mapWith(Number),
          lowConfidence:
            sql<number>`count(*) filter (where ${assistantExchanges.kind} = 'knowledge' and ${assistantExchanges.confidence} < ${LOW_CONFIDENCE})`.mapWith(
              Number,
            ),
          helpful: sql<number>`count(*) filter (where ${assistantExchanges.helpful} = true)`.mapWith(Number),
          unhelpful: sql<number>`count(*) filter (where ${assistantExchanges.helpful} = false)`.mapWith(Number),
        })
        .from(assistantExchanges)
        .where(gte(assistantExchanges.createdAt, since));
      return row ?? { total: 0, notSure: 0, lowConfidence: 0, helpful: 0, unhelpful: 0 };
    },
    /** Which knowledge entries answered most, since `since`. */
    topEntriesSince(since: Date, limit: number) {
      return db
        .select({ entryId: sql<string>`${assistantExchanges.topEntryId}`, count: count() })
        .from(assistantExchanges)
        .where(and(gte(assistantExchanges.createdAt, since), eq(assistantExchanges.kind, 'knowledge'), isNotNull(assistantExchanges.topEntryId)))
        .groupBy(assistantExchanges.topEntryId)
        .orderBy(desc(count()), asc(assistantExchanges.topEntryId))
        .limit(limit);
    },
    intentsSince(since: Date) {
      return db
        .select({ intent: sql<string>`${assistantExchanges.intent}`, count: count() })
        .from(assistantExchanges)
        .where(and(gte(assistantExchanges.createdAt, since), isNotNull(assistantExchanges.intent)))
        .groupBy(assistantExchanges.intent)
        .orderBy(desc(count()));
    },
  };
}

export type AssistantRepo = ReturnType<typeof createAssistantRepo>;
