import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { calendarFeeds } from '../../db/schema/messaging.ts';

// Learners' private calendar feeds (issue 30): only the token's SHA-256 is stored; at most one is
// live per learner (making a new one revokes the old in the same transaction).
export function createDeadlinesRepo(db: Executor) {
  return {
    async liveFeedOf(userId: string) {
      const [row] = await db
        .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
        .orderBy(desc(calendarFeeds.createdAt))
        .limit(1);
      return row;
    },

    /** The learner whose live feed has this hash; undefined for a revoked or unknown one. */
    async ownerOf(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)))
        .limit(1);
      return row?.userId;
    },

    revokeAll: (userId: string, at: Date) =>
      db
        .update(calendarFeeds)
        .set({ revokedAt: at })
        .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt))),

    insert: (userId: string, tokenHash: string, at: Date) => db.insert(calendarFeeds).values({ userId, tokenHash, createdAt: at }),
  };
}
