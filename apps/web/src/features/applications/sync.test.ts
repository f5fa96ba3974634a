import { describe, expect, it, vi } from 'vitest';
import type { Application } from '@kusasa/domain/schemas/applications';
import { ApiError } from '../../lib/api-client';
import { enqueue, loadQueue, type DraftStorage, type QueuedAction } from './draft-store';
import { flushQueue, isRetryable, type SyncSenders } from './sync';

function memoryStorage(): DraftStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const values = { grade12Results: 'Maths 70%', institutionId: '', programId: '', personalStatement: '' };
const action = (kind: 'draft' | 'submit', clientId: string): QueuedAction => ({ kind, clientId, values, queuedAt: '2026-03-01T08:00:00.000Z' });
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const saved = (clientId: string, status: Application['status']): Application => ({
  id: '33333333-3333-4333-8333-333333333333',
  clientId,
  institutionId: null,
  institutionName: null,
  programId: null,
  programName: null,
  grade12Results: 'Maths 70%',
  personalStatement: null,
  status,
  documentPath: null,
  document: null,
  submittedAt: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});
const offline = () => new ApiError({ code: 'NETWORK', message: 'Network error', status: 0 });

describe('flushQueue', () => {
  it('sends drafts and submissions with their own sender and empties the queue', async () => {
    const storage = memoryStorage();
    enqueue(storage, action('draft', A));
    enqueue(storage, action('submit', B));
    const send: SyncSenders = {
      draft: vi.fn((a: QueuedAction) => Promise.resolve(saved(a.clientId, 'draft'))),
      submit: vi.fn((a: QueuedAction) => Promise.resolve(saved(a.clientId, 'submitted'))),
    };
    const outcomes = await flushQueue(storage, send);
    expect(outcomes.map((o) => [o.action.kind, o.status])).toEqual([
      ['draft', 'sent'],
      ['submit', 'sent'],
    ]);
    expect(send.draft).toHaveBeenCalledWith(expect.objectContaining({ clientId: A, values }));
    expect(send.submit).toHaveBeenCalledWith(expect.objectContaining({ clientId: B }));
    expect(loadQueue(storage)).toEqual([]);
  });

  it('keeps everything from the first network failure on, for the next attempt', async () => {
    const storage = memoryStorage();
    enqueue(storage, action('draft', A));
    enqueue(storage, action('submit', B));
    const send: SyncSenders = { draft: () => Promise.reject(offline()), submit: vi.fn(() => Promise.resolve(saved(B, 'submitted'))) };
    const outcomes = await flushQueue(storage, send);
    expect(outcomes.map((o) => o.status)).toEqual(['kept', 'kept']);
    expect(send.submit).not.toHaveBeenCalled();
    expect(loadQueue(storage)).toHaveLength(2);
  });

  it('drops an action the server refuses and says why, then carries on', async () => {
    const storage = memoryStorage();
    enqueue(storage, action('submit', A));
    enqueue(storage, action('draft', B));
    const limit = new ApiError({ code: 'PLAN_LIMIT', message: "You've used all 1 application on the Starter plan.", status: 403 });
    const outcomes = await flushQueue(storage, { submit: () => Promise.reject(limit), draft: (a) => Promise.resolve(saved(a.clientId, 'draft')) });
    expect(outcomes).toMatchObject([{ status: 'refused', error: limit }, { status: 'sent' }]);
    expect(loadQueue(storage)).toEqual([]);
  });

  it('joins a flush already running instead of sending twice', async () => {
    const storage = memoryStorage();
    enqueue(storage, action('draft', A));
    const draft = vi.fn((a: QueuedAction) => Promise.resolve(saved(a.clientId, 'draft')));
    const [first, second] = await Promise.all([flushQueue(storage, { draft, submit: draft }), flushQueue(storage, { draft, submit: draft })]);
    expect(first).toBe(second);
    expect(draft).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryable', () => {
  it('retries network and server failures, not refusals', () => {
    expect(isRetryable(offline())).toBe(true);
    expect(isRetryable(new ApiError({ code: 'INTERNAL', message: 'x', status: 500 }))).toBe(true);
    expect(isRetryable(new ApiError({ code: 'VALIDATION', message: 'x', status: 400 }))).toBe(false);
    expect(isRetryable(new ApiError({ code: 'CONFLICT', message: 'x', status: 409 }))).toBe(false);
  });
});
