import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { identityBureauChecks } from '../../db/schema/identity.ts';

export type BureauOutcome = (typeof identityBureauChecks.$inferSelect)['outcome'];

export interface BureauCacheKey {
  bureau: string;
  idNumberHash: string;
  nameHash: string;
}

export interface CachedBureauAnswer {
  outcome: BureauOutcome;
  reference: string | null;
  checkedAt: Date;
}

export function createBureauCacheRepo(db: Executor) {
  return {
    async find(key: BureauCacheKey): Promise<CachedBureauAnswer | undefined> {
      const rows = await db
        .select({ outcome: identityBureauChecks.outcome, reference: identityBureauChecks.reference, checkedAt: identityBureauChecks.checkedAt })
        .from(identityBureauChecks)
        .where(
          and(
            eq(identityBureauChecks.bureau, key.bureau),
            eq(identityBureauChecks.idNumberHash, key.idNumberHash),
            eq(identityBureauChecks.nameHash, key.nameHash),
          ),
        );
      return rows[0];
    },
    /** The latest answer for the key replaces an older one. */
    async save(key: BureauCacheKey, answer: CachedBureauAnswer): Promise<void> {
      await db
        .insert(identityBureauChecks)
        .values({ ...key, ...answer })
        .onConflictDoUpdate({
          target: [identityBureauChecks.bureau, identityBureauChecks.idNumberHash, identityBureauChecks.nameHash],
          set: answer,
        });
    },
    async deleteCheckedBefore(before: Date): Promise<number> {
      const rows = await db.delete(identityBureauChecks).where(lt(identityBureauChecks.checkedAt, before)).returning({ id: identityBureauChecks.id });
      return rows.length;
    },
  };
}
