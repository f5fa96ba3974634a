import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { MAINTENANCE_CHANNEL, type LockRow } from './maintenance.repo.ts';

/** How long a read of the lock is trusted when no NOTIFY has said it changed. */
export const LOCK_CACHE_MS = 5_000;
/** After listening failed, how long before trying again (reads meanwhile rely on LOCK_CACHE_MS). */
const LISTEN_RETRY_MS = 30_000;

export interface LockState {
  /** The lock as this instance knows it: cached for up to LOCK_CACHE_MS, dropped at once on NOTIFY. */
  current(): Promise<LockRow>;
  /** Forget the cached copy (after this instance changed it, before its own NOTIFY arrives). */
  invalidate(): void;
  close(): Promise<void>;
}

export interface LockStateDeps {
  load: () => Promise<LockRow>;
  listen: DatabaseHandle['listen'];
  log: FastifyBaseLogger;
  cacheMs?: number;
}

// Every write request asks whether the site is locked, so the answer is kept in memory. It must
// still reach every instance at once: each instance LISTENs on the maintenance channel (started on
// the first read) and drops its copy on any NOTIFY, and on a reconnect, since NOTIFYs sent while
// the listener was away are lost. The short expiry bounds how stale a copy can be if that happens
// or listening failed. The expiry runs on the process's own monotonic clock, not the app clock.
export function createLockState({ load, listen, log, cacheMs = LOCK_CACHE_MS }: LockStateDeps): LockState {
  let cached: { row: LockRow; at: number } | undefined;
  let loading: Promise<LockRow> | undefined;
  let generation = 0;
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  let closed = false;
  let retryListeningAt = 0;

  const invalidate = () => {
    generation++;
    cached = undefined;
  };

  const startListening = () => {
    if (closed || performance.now() < retryListeningAt) return undefined;
    listening ??= listen(MAINTENANCE_CHANNEL, {
      onPayload: invalidate,
      onError: (error) => log.warn({ err: error }, 'maintenance listener lost its connection; reconnecting'),
      onReconnect: () => {
        invalidate();
        log.info('maintenance listener reconnected');
      },
    }).catch((error: unknown) => {
      log.warn({ err: error }, 'could not listen for maintenance changes; the lock is re-read every few seconds instead');
      listening = undefined;
      retryListeningAt = performance.now() + LISTEN_RETRY_MS;
      return undefined;
    });
    return listening;
  };

  const refresh = () => {
    const started = generation;
    loading ??= load()
      .then((row) => {
        // A change announced while this read was in flight may not be in it: keep it uncached.
        if (started === generation) cached = { row, at: performance.now() };
        return row;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    async current() {
      await startListening();
      if (cached && performance.now() - cached.at < cacheMs) return cached.row;
      return refresh();
    },
    invalidate,
    async close() {
      closed = true;
      const stop = await listening;
      listening = undefined;
      await stop?.();
    },
  };
}
