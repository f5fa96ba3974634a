import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  dequeue,
  enqueue,
  loadDraft,
  loadQueue,
  newDraft,
  storeDraft,
  SYNC_QUEUE_STORAGE_KEY,
  type DraftStorage,
  type QueuedAction,
} from './draft-store';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const CLIENT_A = '11111111-1111-4111-8111-111111111111';
const CLIENT_B = '22222222-2222-4222-8222-222222222222';
const values = { grade12Results: 'Maths 70%', institutionId: '', programId: '', personalStatement: '' };
const action = (kind: 'draft' | 'submit', clientId = CLIENT_A, queuedAt = '2026-03-01T08:00:00.000Z'): QueuedAction => ({ kind, clientId, values, queuedAt });

describe('the local draft', () => {
  it("is kept under 'application-draft' with its clientId", () => {
    const storage = memoryStorage();
    const draft = { ...newDraft(new Date('2026-03-01T08:00:00Z'), CLIENT_A), values };
    storeDraft(storage, draft);
    expect(JSON.parse(storage.data.get(DRAFT_STORAGE_KEY)!)).toMatchObject({ clientId: CLIENT_A, values });
    expect(loadDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('ignores a broken or foreign value instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ clientId: 'nope', values }));
    expect(loadDraft(storage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(loadDraft(broken)).toBeNull();
    expect(storeDraft(broken, newDraft(new Date(), CLIENT_A))).toBe(false);
  });

  it('gives each new draft its own uuid', () => {
    expect(newDraft(new Date()).clientId).not.toBe(newDraft(new Date()).clientId);
  });
});

describe('the sync queue', () => {
  it('keeps one entry per clientId, the newest values winning', () => {
    const storage = memoryStorage();
    enqueue(storage, action('draft'));
    enqueue(storage, { ...action('draft', CLIENT_A, '2026-03-01T09:00:00.000Z'), values: { ...values, grade12Results: 'newer' } });
    enqueue(storage, action('draft', CLIENT_B));
    const queue = loadQueue(storage);
    expect(queue.map((item) => item.clientId)).toEqual([CLIENT_A, CLIENT_B]);
    expect(queue[0]?.values.grade12Results).toBe('newer');
    expect(storage.data.has(SYNC_QUEUE_STORAGE_KEY)).toBe(true);
  });

  it('never turns a queued submission back into a draft', () => {
    const storage = memoryStorage();
    enqueue(storage, action('submit'));
    enqueue(storage, action('draft', CLIENT_A, '2026-03-01T09:00:00.000Z'));
    expect(loadQueue(storage)).toMatchObject([{ kind: 'submit', queuedAt: '2026-03-01T09:00:00.000Z' }]);
  });

  it('dequeues only the version that was sent, keeping a newer edit made meanwhile', () => {
    const storage = memoryStorage();
    const sent = action('draft');
    enqueue(storage, sent);
    enqueue(storage, action('draft', CLIENT_A, '2026-03-01T10:00:00.000Z'));
    expect(dequeue(storage, sent)).toHaveLength(1);
    expect(dequeue(storage, action('draft', CLIENT_A, '2026-03-01T10:00:00.000Z'))).toEqual([]);
    expect(storage.data.has(SYNC_QUEUE_STORAGE_KEY)).toBe(false);
  });
});
