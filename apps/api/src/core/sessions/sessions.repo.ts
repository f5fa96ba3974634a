import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/accounts.ts';
import type { UsersService } from '../users/users.service.ts';

/** The users service's columns of a session's user, joined by the session read. */
export type SessionUsers = ReturnType<UsersService['sessionUsers']>;

export type NewSession = typeof sessions.$inferInsert;

export function createSessionsRepo(db: Executor) {
  return {
    async insert(session: NewSession) {
      await db.insert(sessions).values(session);
    },
    /**
     * Every signed-in request starts here: the session row and its user (`sessionUsers`, the users
     * service's subquery; null when the account is gone) in one prepared statement.
     */
    async find(id: string, sessionUsers: SessionUsers) {
      const rows = await prepared(db, 'sessions_by_id_with_user', (executor, name) =>
        executor
          .select({
            userId: sessions.userId,
            expiresAt: sessions.expiresAt,
            lastSeenAt: sessions.lastSeenAt,
            user: {
              id: sessionUsers.id,
              email: sessionUsers.email,
              fullName: sessionUsers.fullName,
              userType: sessionUsers.userType,
              idVerified: sessionUsers.idVerified,
              profileStatus: sessionUsers.profileStatus,
              trackingId: sessionUsers.trackingId,
            },
          })
          .from(sessions)
          .leftJoin(sessionUsers, eq(sessionUsers.id, sessions.userId))
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

/** A session row with its user (null when the account is gone), as `find` reads it. */
export type FoundSession = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionsRepo>['find']>>>;
