import { z } from 'zod';
import { GRADE12_RESULTS_MAX_LENGTH, PERSONAL_STATEMENT_MAX_LENGTH } from '@kusasa/domain/schemas/applications';

// What the learner has typed on /apply, kept in the browser so that nothing is lost when the
// connection drops or the tab closes (seed 001 section 3: the draft lives under
// 'application-draft'), and the actions (Save Draft, Submit) waiting for the connection to return.
// Pure: every function takes the Storage, so tests pass an in-memory one.

export const DRAFT_STORAGE_KEY = 'application-draft';
export const SYNC_QUEUE_STORAGE_KEY = 'application-sync-queue';

export const draftValuesSchema = z.object({
  grade12Results: z.string().max(GRADE12_RESULTS_MAX_LENGTH * 2),
  institutionId: z.string().max(64),
  programId: z.string().max(64),
  personalStatement: z.string().max(PERSONAL_STATEMENT_MAX_LENGTH * 2),
});
export type DraftValues = z.infer<typeof draftValuesSchema>;

/** One draft: the browser's id for it (sent to the server, so a re-send updates one row) and its values. */
export const localDraftSchema = z.object({ clientId: z.uuid(), values: draftValuesSchema, savedAt: z.string() });
export type LocalDraft = z.infer<typeof localDraftSchema>;

export const queuedActionSchema = z.object({ kind: z.enum(['draft', 'submit']), clientId: z.uuid(), values: draftValuesSchema, queuedAt: z.string() });
export type QueuedAction = z.infer<typeof queuedActionSchema>;

export const EMPTY_VALUES: DraftValues = { grade12Results: '', institutionId: '', programId: '', personalStatement: '' };

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read<T>(storage: DraftStorage, key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled or a value another version wrote: start afresh rather than break the page.
    return null;
  }
}

function write(storage: DraftStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota or private mode: the form still works, just without the device copy
  }
}

export function newDraft(now: Date, clientId: string = crypto.randomUUID()): LocalDraft {
  return { clientId, values: { ...EMPTY_VALUES }, savedAt: now.toISOString() };
}

export function loadDraft(storage: DraftStorage): LocalDraft | null {
  return read(storage, DRAFT_STORAGE_KEY, localDraftSchema);
}

export function storeDraft(storage: DraftStorage, draft: LocalDraft): boolean {
  return write(storage, DRAFT_STORAGE_KEY, draft);
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

export function loadQueue(storage: DraftStorage): QueuedAction[] {
  return read(storage, SYNC_QUEUE_STORAGE_KEY, z.array(queuedActionSchema)) ?? [];
}

function storeQueue(storage: DraftStorage, queue: QueuedAction[]): void {
  if (queue.length === 0) {
    try {
      storage.removeItem(SYNC_QUEUE_STORAGE_KEY);
    } catch {
      // ignore
    }
    return;
  }
  write(storage, SYNC_QUEUE_STORAGE_KEY, queue);
}

/**
 * Queues an action for when the connection returns. One entry per clientId: a newer draft
 * replaces an older one, and a queued submission is never downgraded back to a draft.
 */
export function enqueue(storage: DraftStorage, action: QueuedAction): QueuedAction[] {
  const queue = loadQueue(storage);
  const existing = queue.find((item) => item.clientId === action.clientId);
  const kind = existing?.kind === 'submit' ? 'submit' : action.kind;
  const next = [...queue.filter((item) => item.clientId !== action.clientId), { ...action, kind }];
  storeQueue(storage, next);
  return next;
}

/** Drops the entry for this clientId, but only if it is still the one that was sent (same queuedAt). */
export function dequeue(storage: DraftStorage, sent: QueuedAction): QueuedAction[] {
  const next = loadQueue(storage).filter((item) => !(item.clientId === sent.clientId && item.queuedAt === sent.queuedAt));
  storeQueue(storage, next);
  return next;
}

export function isQueued(storage: DraftStorage, clientId: string): QueuedAction | undefined {
  return loadQueue(storage).find((item) => item.clientId === clientId);
}

/** localStorage, or (when the browser refuses it, e.g. some private modes) a copy kept in memory. */
export function browserStorage(): DraftStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(DRAFT_STORAGE_KEY);
    return storage;
  } catch {
    const data = new Map<string, string>();
    return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
  }
}
