import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { verificationLogs } from '../../db/schema/accounts.ts';

// Used inside one transaction by the registration service, with the users service's insert and
// the plans service's Starter grant: all of it is written, or none.
export function createRegistrationRepo(db: Executor) {
  return {
    /** Seed 000: the newest unlinked verified log entry with the same last 4 digits becomes the user's. */
    async linkVerificationLog(userId: string, nationalIdLast4: string) {
      const unlinkedVerified = and(
        eq(verificationLogs.nationalIdLast4, nationalIdLast4),
        eq(verificationLogs.result, 'verified'),
        isNull(verificationLogs.userId),
      );
      const newest = db
        .select({ id: verificationLogs.id })
        .from(verificationLogs)
        .where(unlinkedVerified)
        .orderBy(desc(verificationLogs.createdAt))
        .limit(1);
      await db
        .update(verificationLogs)
        .set({ userId })
        .where(and(inArray(verificationLogs.id, newest), isNull(verificationLogs.userId)));
    },
  };
}
