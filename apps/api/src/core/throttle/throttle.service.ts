import type { Database } from '../../db/database.ts';
import { createThrottleRepo, type ThrottleKey } from './throttle.repo.ts';

export type { ThrottleKey } from './throttle.repo.ts';

/** `limit` hits within `windowMs` block the subject for `blockMs` from the hit that reached the limit. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  blockMs: number;
}

export interface ThrottleBlock {
  until: Date;
  attempts: number;
}

const KEEP_HITS_MS = 24 * 60 * 60 * 1000;

// Counting in the database (not in process memory) keeps limits right with several app
// instances and across restarts, and lets a service count only what it chooses (failed
// sign-ins, not successful ones). A blocked request is refused before it is counted, so a block
// lasts exactly blockMs and then the subject starts afresh.
export function createThrottleService(db: Database, clock: () => Date) {
  const repo = createThrottleRepo(db);
  return {
    /** The block that ends last among these subjects, or null when none is blocked. */
    async blockOf(keys: ThrottleKey[]): Promise<ThrottleBlock | null> {
      const blocks = await repo.activeBlocks(keys, clock());
      if (blocks.length === 0) return null;
      const last = blocks.reduce((a, b) => (b.blockedUntil > a.blockedUntil ? b : a));
      return { until: last.blockedUntil, attempts: last.attempts };
    },

    /** Counts one hit for each subject; returns the highest count in its window (the last windowMs, start excluded) and any block it started. */
    async hit(entries: (ThrottleKey & { rule: ThrottleRule })[]): Promise<{ attempts: number; block: ThrottleBlock | null }> {
      const now = clock();
      await repo.purgeBefore(new Date(now.getTime() - KEEP_HITS_MS));
      await repo.addHits(
        entries.map(({ scope, subject }) => ({ scope, subject })),
        now,
      );
      let attempts = 0;
      let block: ThrottleBlock | null = null;
      for (const { rule, ...key } of entries) {
        const hits = await repo.countSince(key, new Date(now.getTime() - rule.windowMs));
        attempts = Math.max(attempts, hits);
        if (hits >= rule.limit) {
          const until = new Date(now.getTime() + rule.blockMs);
          await repo.block(key, until, hits);
          if (!block || until > block.until) block = { until, attempts: hits };
        }
      }
      return { attempts, block };
    },
  };
}
export type ThrottleService = ReturnType<typeof createThrottleService>;
