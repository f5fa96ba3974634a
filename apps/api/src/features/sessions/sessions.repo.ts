import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';

export type NewSession = typeof sessions.$inferInsert;

export function createSessionsRepo(db: Executor) {
  return {
    async insert(session: NewSession) {
      await db.insert(sessions).values(session);
    },
    /** Every signed-in request starts here, so it is a prepared statement. */
    async findWithUser(id: string) {
      const rows = await prepared(db, 'sessions_with_user', (executor, name) =>
        executor
          .select({
            expiresAt: sessions.expiresAt,
            lastSeenAt: sessions.lastSeenAt,
            user: {
              id: users.id,
              email: users.email,
              fullName: users.fullName,
              userType: users.userType,
              idVerified: users.idVerified,
              profileStatus: users.profileStatus,
              trackingId: users.trackingId,
            },
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
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
