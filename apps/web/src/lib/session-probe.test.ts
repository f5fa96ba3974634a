import { describe, expect, it, vi } from 'vitest';
import { isSignedIn } from './session-probe';

function respondWith(response: Response | Error) {
  const fetchMock = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('isSignedIn', () => {
  it('is true for 200 with a JSON session, asking same-origin', async () => {
    const fetchMock = respondWith(json({ user: { id: 'u1' } }));
    await expect(isSignedIn()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('is false for anything else', async () => {
    for (const response of [
      json({ error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } }, 401),
      json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
      json({ user: null }),
      json(null),
      new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      new TypeError('Failed to fetch'),
    ]) {
      respondWith(response);
      await expect(isSignedIn()).resolves.toBe(false);
    }
  });
});
