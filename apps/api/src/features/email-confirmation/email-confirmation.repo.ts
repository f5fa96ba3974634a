import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailConfirmationTokens } from '../../db/schema/audiences.ts';
import { users } from '../../db/schema/users.ts';

export function createEmailConfirmationRepo(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, email: users.email, fullName: users.fullName, userType: users.userType, emailConfirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0];
    },
    async insertToken(token: typeof emailConfirmationTokens.$inferInsert) {
      await db.insert(emailConfirmationTokens).values(token);
    },
    async findToken(id: string) {
      const rows = await db
        .select({ expiresAt: emailConfirmationTokens.expiresAt, usedAt: emailConfirmationTokens.usedAt })
        .from(emailConfirmationTokens)
        .where(eq(emailConfirmationTokens.id, id))
        .limit(1);
      return rows[0];
    },
    /** Marks a live token used in one statement, so two requests cannot both use it; returns its user. */
    async consumeToken(id: string, now: Date): Promise<string | undefined> {
      const rows = await db
        .update(emailConfirmationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmationTokens.id, id), isNull(emailConfirmationTokens.usedAt), gt(emailConfirmationTokens.expiresAt, now)))
        .returning({ userId: emailConfirmationTokens.userId });
      return rows[0]?.userId;
    },
    async retireTokens(userId: string, now: Date) {
      await db
        .update(emailConfirmationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmationTokens.userId, userId), isNull(emailConfirmationTokens.usedAt)));
    },
    /** Stamps the confirmation once (a second link never moves the date); returns the account's type. */
    async confirmEmail(userId: string, now: Date): Promise<string | undefined> {
      await db
        .update(users)
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
      const rows = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.userType;
    },
  };
}
