import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { throttleBlocks, throttleHits } from '../../db/schema/accounts.ts';

export interface ThrottleKey {
  scope: string;
  subject: string;
}

const matchesAny = (keys: ThrottleKey[]) => or(...keys.map((key) => and(eq(throttleBlocks.scope, key.scope), eq(throttleBlocks.subject, key.subject))));

export function createThrottleRepo(db: Executor) {
  return {
    activeBlocks(keys: ThrottleKey[], now: Date) {
      return db
        .select({ blockedUntil: throttleBlocks.blockedUntil, attempts: throttleBlocks.attempts })
        .from(throttleBlocks)
        .where(and(matchesAny(keys), gt(throttleBlocks.blockedUntil, now)));
    },
    async addHits(keys: ThrottleKey[], at: Date) {
      await db.insert(throttleHits).values(keys.map((key) => ({ ...key, createdAt: at })));
    },
    async countSince(key: ThrottleKey, since: Date): Promise<number> {
      const [row] = await db
        .select({ hits: count() })
        .from(throttleHits)
        .where(and(eq(throttleHits.scope, key.scope), eq(throttleHits.subject, key.subject), gt(throttleHits.createdAt, since)));
      return row?.hits ?? 0;
    },
    async block(key: ThrottleKey, blockedUntil: Date, attempts: number) {
      await db
        .insert(throttleBlocks)
        .values({ ...key, blockedUntil, attempts })
        .onConflictDoUpdate({ target: [throttleBlocks.scope, throttleBlocks.subject], set: { blockedUntil, attempts } });
    },
    async purgeBefore(before: Date) {
      await db.delete(throttleHits).where(lt(throttleHits.createdAt, before));
      await db.delete(throttleBlocks).where(lt(throttleBlocks.blockedUntil, before));
    },
  };
}
