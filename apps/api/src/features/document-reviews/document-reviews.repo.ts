import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { documentReviews } from '../../db/schema/document-reviews.ts';

export type ReviewRow = typeof documentReviews.$inferSelect;
export type NewReviewRow = typeof documentReviews.$inferInsert;

/** The queue shows at most this many open requests (the oldest priority ones first). */
export const QUEUE_LIMIT = 200;

const open = ne(documentReviews.status, 'answered');

// The only place that touches document_reviews. Claiming and answering are single conditional
// updates: of two reviewers taking one request at once, only one update finds it still waiting.
export function createDocumentReviewsRepo(db: Executor) {
  return {
    /** Serialises one learner's asks inside a transaction, so two at once cannot pass the open-requests limit together. */
    async lockLearner(learnerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'document_reviews:' + learnerId}, 0))`);
    },

    async openCount(learnerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(documentReviews)
        .where(and(eq(documentReviews.learnerId, learnerId), open));
      return row?.n ?? 0;
    },

    async insert(values: NewReviewRow): Promise<ReviewRow> {
      const [row] = await db.insert(documentReviews).values(values).returning();
      if (!row) throw new Error('document review insert returned no row');
      return row;
    },

    ofLearner: (learnerId: string) =>
      db.select().from(documentReviews).where(eq(documentReviews.learnerId, learnerId)).orderBy(desc(documentReviews.askedAt), desc(documentReviews.id)),

    /** Open requests: Pro + AI first, then the longest wait. */
    queue: () =>
      db
        .select()
        .from(documentReviews)
        .where(open)
        .orderBy(desc(documentReviews.priority), asc(documentReviews.askedAt), asc(documentReviews.id))
        .limit(QUEUE_LIMIT),

    async findById(id: string): Promise<ReviewRow | null> {
      const [row] = await db.select().from(documentReviews).where(eq(documentReviews.id, id));
      return row ?? null;
    },

    /** Takes a waiting request for `reviewerId`; null when it is not waiting (another took it first). */
    async claim(id: string, reviewerId: string, now: Date): Promise<ReviewRow | null> {
      const [row] = await db
        .update(documentReviews)
        .set({ status: 'in_review', claimedBy: reviewerId, claimedAt: now })
        .where(and(eq(documentReviews.id, id), eq(documentReviews.status, 'waiting')))
        .returning();
      return row ?? null;
    },

    /** Puts a request in review back to waiting; with `claimedBy`, only if that reviewer holds it. */
    async release(id: string, claimedBy: string | null): Promise<ReviewRow | null> {
      const holder = claimedBy === null ? undefined : eq(documentReviews.claimedBy, claimedBy);
      const [row] = await db
        .update(documentReviews)
        .set({ status: 'waiting', claimedBy: null, claimedAt: null })
        .where(and(eq(documentReviews.id, id), eq(documentReviews.status, 'in_review'), holder))
        .returning();
      return row ?? null;
    },

    /** Answers a request the reviewer holds; null when they do not hold it (any more). */
    async answer(id: string, reviewerId: string, comments: string, now: Date): Promise<ReviewRow | null> {
      const [row] = await db
        .update(documentReviews)
        .set({ status: 'answered', comments, answeredAt: now })
        .where(and(eq(documentReviews.id, id), eq(documentReviews.status, 'in_review'), eq(documentReviews.claimedBy, reviewerId)))
        .returning();
      return row ?? null;
    },
  };
}
