import { describe, expect, it, vi } from 'vitest';
import type { ListenHandlers } from '../../db/database.ts';
import { createSessionCache, SESSION_CHANGES_CHANNEL } from './session-cache.ts';

const log = { warn: vi.fn() } as never;

function withNotices() {
  let handlers: ListenHandlers | undefined;
  const listen = vi.fn((channel: string, given: ListenHandlers) => {
    expect(channel).toBe(SESSION_CHANGES_CHANNEL);
    handlers = given;
    return Promise.resolve(() => Promise.resolve());
  });
  return { listen, notify: (payload: string) => handlers!.onPayload(payload), reconnect: () => handlers!.onReconnect?.() };
}

const row = (userId: string) => ({ userId, at: Math.random() });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cache over a notice channel the test drives. */
function cacheWithNotices(options: { ttlMs?: number } = {}) {
  const notices = withNotices();
  return { notices, cache: createSessionCache<ReturnType<typeof row>>({ listen: notices.listen, log, ...options }) };
}

describe('session cache', () => {
  it('keeps nothing until it listens, then keeps a read until a notice about its session or user', async () => {
    const { notices, cache } = cacheWithNotices();
    const load = vi.fn(() => Promise.resolve(row('u1')));
    await cache.read('s1', load);
    await settle();
    await cache.read('s1', load);
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(2);

    notices.notify('s:s1');
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(3);
    notices.notify('u:other');
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(3);
    notices.notify('u:u1');
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(4);
    notices.reconnect();
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(5);
    await cache.close();
  });

  it('does not keep a read that was loading when a notice arrived, nor a missing session', async () => {
    const { notices, cache } = cacheWithNotices();
    await cache.read('s1', () => Promise.resolve(undefined));
    await settle();
    const load = vi.fn(() => {
      notices.notify('u:u9');
      return Promise.resolve(row('u1'));
    });
    await cache.read('s1', load);
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(2);
    const missing = vi.fn(() => Promise.resolve(undefined));
    await cache.read('s2', missing);
    await cache.read('s2', missing);
    expect(missing).toHaveBeenCalledTimes(2);
    await cache.close();
  });

  it('reads the database each time when it cannot listen', async () => {
    const cache = createSessionCache<ReturnType<typeof row>>({ listen: () => Promise.reject(new Error('no')), log });
    const load = vi.fn(() => Promise.resolve(row('u1')));
    for (let i = 0; i < 3; i += 1) {
      await cache.read('s1', load);
      await settle();
    }
    expect(load).toHaveBeenCalledTimes(3);
    await cache.close();
  });

  it('uses a kept read at most its lifetime', async () => {
    const { cache } = cacheWithNotices({ ttlMs: 0 });
    const load = vi.fn(() => Promise.resolve(row('u1')));
    await cache.read('s1', load);
    await settle();
    await cache.read('s1', load);
    await cache.read('s1', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.close();
  });
});
