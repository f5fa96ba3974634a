import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/accounts.ts';

export type NewSession = typeof sessions.$inferInsert;

export function createSessionsRepo(db: Executor) {
  return {
    async insert(session: NewSession) {
      await db.insert(sessions).values(session);
    },
    /** Every signed-in request starts here, so it is a prepared statement. */
    async find(id: string) {
      const rows = await prepared(db, 'sessions_by_id', (executor, name) =>
        executor
          .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.id, sql.placeholder('id')))
          .limit(1)
          .prepare(name),
      ).execute({ id });
      return rows[0];
    },
    async touch(id: string, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteForUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpiredForUser(userId: string, now: Date) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },
  };
}
