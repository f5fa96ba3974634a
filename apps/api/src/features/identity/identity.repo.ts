import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { verificationLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';

export type NewVerificationLog = typeof verificationLogs.$inferInsert;

export function createIdentityRepo(db: Executor) {
  return {
    async insertLog(entry: NewVerificationLog): Promise<string> {
      const rows = await db.insert(verificationLogs).values(entry).returning({ id: verificationLogs.id });
      return rows[0]!.id;
    },
    async findAccountByIdNumber(idNumber: string) {
      const rows = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.idNumber, idNumber)).limit(1);
      return rows[0];
    },
    async findUserForRetry(userId: string) {
      const rows = await db
        .select({ id: users.id, email: users.email, fullName: users.fullName, idNumber: users.idNumber, phoneNumber: users.phoneNumber, idVerified: users.idVerified })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },
    /** Verified checks older than `before` that no account took: they become 'unclaimed'. */
    async retireUnclaimed(before: Date): Promise<number> {
      const rows = await db
        .update(verificationLogs)
        .set({ result: 'unclaimed' })
        .where(and(eq(verificationLogs.result, 'verified'), isNull(verificationLogs.userId), lt(verificationLogs.createdAt, before)))
        .returning({ id: verificationLogs.id });
      return rows.length;
    },
    /** Marks the account verified, keeps the ID number it was verified with, and links that check's log entry. */
    async markVerified(userId: string, idNumber: string, logId: string, now: Date) {
      await db.update(users).set({ idVerified: true, idNumber, updatedAt: now }).where(eq(users.id, userId));
      await db.update(verificationLogs).set({ userId }).where(and(eq(verificationLogs.id, logId), isNull(verificationLogs.userId)));
    },
  };
}
