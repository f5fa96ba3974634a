import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { verificationLogs } from '../../db/schema/accounts.ts';

export type NewVerificationLog = typeof verificationLogs.$inferInsert;

export function createIdentityRepo(db: Executor) {
  return {
    async insertLog(entry: NewVerificationLog): Promise<string> {
      const rows = await db.insert(verificationLogs).values(entry).returning({ id: verificationLogs.id });
      return rows[0]!.id;
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
    /** Links a verified check's log entry to the account that took it. */
    async linkLog(logId: string, userId: string) {
      await db
        .update(verificationLogs)
        .set({ userId })
        .where(and(eq(verificationLogs.id, logId), isNull(verificationLogs.userId)));
    },
  };
}
