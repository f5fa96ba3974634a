import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';

/** Where migration 0018's triggers announce a changed session ('s:<id>') or account ('u:<user id>'). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** A kept read is used at most this long, notice or not. */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface SessionCache<Row extends { userId: string }> {
  /** The kept row for this session id, or `load()`'s, kept when nothing changed while it loaded. */
  read(id: string, load: () => Promise<Row | undefined>): Promise<Row | undefined>;
  close(): Promise<void>;
}

// The embedded server's session reads, kept in memory (decision 0387). Every signed-in request
// starts with the session and its user; on PGlite that statement is CPU on the one thread that
// serves everything. The database says when to drop a kept read: triggers NOTIFY on every update or
// delete of a session or an account, and PGlite delivers the notice before the writing statement's
// promise settles, so no request after a sign-out, a password reset or a role change sees the old
// row. Until listening works nothing is kept. A read that was loading while a notice arrived is
// not kept (it may predate the change). Only the embedded database uses this: it has one process
// (decision 0005); PostgreSQL instances read the row each time.
export function createSessionCache<Row extends { userId: string }>({
  listen,
  log,
  ttlMs = SESSION_CACHE_MS,
}: {
  listen: DatabaseHandle['listen'];
  log: FastifyBaseLogger;
  ttlMs?: number;
}): SessionCache<Row> {
  const kept = new Map<string, { row: Row; at: number }>();
  let generation = 0;
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  let ready = false;
  let closed = false;

  const drop = (payload: string) => {
    generation++;
    if (payload.startsWith('s:')) {
      kept.delete(payload.slice(2));
      return;
    }
    const userId = payload.slice(2);
    for (const [id, entry] of kept) if (entry.row.userId === userId) kept.delete(id);
  };

  const startListening = () => {
    if (closed) return;
    listening ??= listen(SESSION_CHANGES_CHANNEL, {
      onPayload: drop,
      onReconnect: () => {
        generation++;
        kept.clear();
      },
    }).then(
      (stop) => {
        ready = true;
        return stop;
      },
      (error: unknown) => {
        log.warn({ err: error }, 'could not listen for session changes; sessions are read from the database each time');
        return undefined;
      },
    );
  };

  return {
    async read(id, load) {
      startListening();
      if (!ready) return load();
      const hit = kept.get(id);
      if (hit && performance.now() - hit.at < ttlMs) return hit.row;
      const started = generation;
      const row = await load();
      if (row && started === generation && !closed) {
        if (kept.size >= MAX_ENTRIES) kept.clear();
        kept.set(id, { row, at: performance.now() });
      }
      return row;
    },
    async close() {
      closed = true;
      ready = false;
      kept.clear();
      const stop = await listening;
      await stop?.();
    },
  };
}
