import type { Application } from '@kusasa/domain/schemas/applications';
import { ApiError } from '../../lib/api-client';
import { dequeue, loadQueue, type DraftStorage, type QueuedAction } from './draft-store';

// Sends the actions queued while offline. Each is idempotent on the server (keyed by clientId),
// so sending one twice (two tabs, a retry after a lost answer) is harmless.

export type SyncOutcome =
  | { action: QueuedAction; status: 'sent'; application: Application }
  /** The server refused it (validation, plan limit, already submitted): dropped, with the reason. */
  | { action: QueuedAction; status: 'refused'; error: ApiError }
  /** Still no connection (or a server error): kept for the next attempt. */
  | { action: QueuedAction; status: 'kept' };

export interface SyncSenders {
  draft: (action: QueuedAction) => Promise<Application>;
  submit: (action: QueuedAction) => Promise<Application>;
}

/** A failure worth retrying later: no connection, or the server had a problem (5xx). */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.status === 0 || error.status >= 500 || error.status === 429;
}

let running: Promise<SyncOutcome[]> | null = null;

/**
 * Sends the queue in order. Stops at the first retryable failure (the connection is probably
 * gone again) and keeps the rest. A second call while one runs joins the running one.
 */
export function flushQueue(storage: DraftStorage, send: SyncSenders): Promise<SyncOutcome[]> {
  running ??= (async () => {
    const outcomes: SyncOutcome[] = [];
    const queue = loadQueue(storage);
    for (let index = 0; index < queue.length; index += 1) {
      const action = queue[index]!;
      try {
        const application = await send[action.kind](action);
        dequeue(storage, action);
        outcomes.push({ action, status: 'sent', application });
      } catch (error) {
        if (!(error instanceof ApiError) || isRetryable(error)) {
          for (const left of queue.slice(index)) outcomes.push({ action: left, status: 'kept' });
          break;
        }
        dequeue(storage, action);
        outcomes.push({ action, status: 'refused', error });
      }
    }
    return outcomes;
  })().finally(() => {
    running = null;
  });
  return running;
}
