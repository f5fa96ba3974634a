import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';

export type NewSession = typeof sessions.$inferInsert;

export function createSessionsRepo(db: Executor) {
  return {
    async insert(session: NewSession) {
      await db.insert(sessions).values(session);
    },
    async findWithUser(id: string) {
      const rows = await db
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
        .where(eq(sessions.id, id))
        .limit(1);
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
