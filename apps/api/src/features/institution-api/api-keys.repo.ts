import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { apiIdempotency, apiKeyUsage, institutionApiKeys } from '../../db/schema/institution-api.ts';
import { partners, partnerTierConfig } from '../../db/schema/partners.ts';

export type ApiKeyRow = typeof institutionApiKeys.$inferSelect;
export type IdempotencyRow = typeof apiIdempotency.$inferSelect;

// The institution API's own rows: keys (only their SHA-256), calls per key per hour, and the
// first answer to each Idempotency-Key.
export function createApiKeysRepo(db: Executor) {
  return {
    async insert(row: typeof institutionApiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [inserted] = await db.insert(institutionApiKeys).values(row).returning();
      if (!inserted) throw new Error('the API key was not stored');
      return inserted;
    },
    listOf: (institutionId: string) =>
      db.select().from(institutionApiKeys).where(eq(institutionApiKeys.institutionId, institutionId)).orderBy(desc(institutionApiKeys.createdAt)),
    async revoke(institutionId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(institutionApiKeys)
        .set({ revokedAt: sql`coalesce(${institutionApiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(institutionApiKeys.id, id), eq(institutionApiKeys.institutionId, institutionId)))
        .returning();
      return row;
    },
    async byHash(keyHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(institutionApiKeys).where(eq(institutionApiKeys.keyHash, keyHash)).limit(1);
      return row;
    },
    /** Last use, written at most once a minute per key. */
    async touch(id: string, at: Date): Promise<void> {
      const staleBefore = new Date(at.getTime() - 60_000);
      await db
        .update(institutionApiKeys)
        .set({ lastUsedAt: at })
        .where(and(eq(institutionApiKeys.id, id), or(isNull(institutionApiKeys.lastUsedAt), lt(institutionApiKeys.lastUsedAt, staleBefore))));
    },
    /** Counts one call in the key's hour and answers the count so far, atomically on every instance. */
    async countCall(keyId: string, hourStart: Date): Promise<number> {
      const [row] = await db
        .insert(apiKeyUsage)
        .values({ keyId, hourStart, calls: 1 })
        .onConflictDoUpdate({ target: [apiKeyUsage.keyId, apiKeyUsage.hourStart], set: { calls: sql`${apiKeyUsage.calls} + 1` } })
        .returning({ calls: apiKeyUsage.calls });
      return row?.calls ?? 1;
    },
    /** The tier of the first active partner one of these accounts owns (null: none). */
    async activePartnerTier(ownerIds: string[]): Promise<string | null> {
      if (ownerIds.length === 0) return null;
      const [row] = await db
        .select({ tier: partners.tier })
        .from(partners)
        .where(and(inArray(partners.ownerId, ownerIds), eq(partners.status, 'active')))
        .orderBy(desc(partners.createdAt))
        .limit(1);
      return row?.tier ?? null;
    },
    async tierRateLimit(tier: string): Promise<{ apiRateLimit: number | null } | undefined> {
      const [row] = await db.select({ apiRateLimit: partnerTierConfig.apiRateLimit }).from(partnerTierConfig).where(eq(partnerTierConfig.tier, tier)).limit(1);
      return row;
    },
    /** Claims the key for this request; undefined when another request already holds it (its answer is read next). */
    async claimIdempotency(row: typeof apiIdempotency.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(apiIdempotency).values(row).onConflictDoNothing().returning({ keyId: apiIdempotency.keyId });
      return inserted.length > 0;
    },
    async idempotency(keyId: string, idempotencyKey: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiIdempotency)
        .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },
    async storeAnswer(keyId: string, idempotencyKey: string, statusCode: number, response: unknown): Promise<void> {
      await db
        .update(apiIdempotency)
        .set({ statusCode, response })
        .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
    },
    /** Housekeeping: hour counters and idempotent answers older than `before`. */
    async deleteOld(before: Date): Promise<number> {
      const usage = await db.delete(apiKeyUsage).where(lt(apiKeyUsage.hourStart, before)).returning({ keyId: apiKeyUsage.keyId });
      const answers = await db.delete(apiIdempotency).where(lt(apiIdempotency.createdAt, before)).returning({ keyId: apiIdempotency.keyId });
      return usage.length + answers.length;
    },
  };
}
