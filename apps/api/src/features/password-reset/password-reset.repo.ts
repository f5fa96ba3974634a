import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { passwordResetTokens, sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';

export function createPasswordResetRepo(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0];
    },
    async insertToken(token: typeof passwordResetTokens.$inferInsert) {
      await db.insert(passwordResetTokens).values(token);
    },
    /** Marks a live token used in one statement, so two requests cannot both use it; returns its user. */
    async consumeToken(id: string, now: Date): Promise<string | undefined> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      return rows[0]?.userId;
    },
    async retireTokens(userId: string, now: Date) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
    async setPassword(userId: string, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },
    async endSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
