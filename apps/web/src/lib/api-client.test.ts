import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiCall, noContentSchema } from './api-client';

const anything = z.unknown();

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = mockFetch(json({ id: 'a1' }, 201));
    await expect(
      apiCall('/api/applications', {
        method: 'POST',
        body: { programId: 'p1' },
        query: { draft: true, skip: undefined },
        schema: z.object({ id: z.string() }),
      }),
    ).resolves.toEqual({ id: 'a1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/applications?draft=true');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"programId":"p1"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('turns the error body into an ApiError with code, message, status and fields', async () => {
    mockFetch(
      json(
        { error: { code: 'VALIDATION', message: 'Some fields need your attention.', fields: { email: 'Please enter a valid email address', bad: 3 } } },
        400,
      ),
    );
    const error = await apiCall('/api/x', { schema: anything }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION',
      message: 'Some fields need your attention.',
      status: 400,
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('keeps the top-level fields beside the error, such as blockedUntil', async () => {
    mockFetch(json({ error: { code: 'RATE_LIMITED', message: 'Too many' }, blockedUntil: '2026-01-01T10:00:00.000Z', attempts: 5 }, 429));
    await expect(apiCall('/api/identity/verify', { method: 'POST', body: {}, schema: anything })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      extra: { blockedUntil: '2026-01-01T10:00:00.000Z', attempts: 5 },
    });
  });

  it('gives a generic ApiError when the body is not the error schema', async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    await expect(apiCall('/api/x', { schema: anything })).rejects.toMatchObject({ code: 'HTTP_502', status: 502, message: 'An error occurred', fields: {} });
  });

  it('reports a network failure as status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiCall('/api/x', { method: 'DELETE', schema: anything })).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('returns undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiCall('/api/x', { method: 'DELETE', schema: noContentSchema })).resolves.toBeUndefined();
  });

  it('parses the response with the given schema and refuses a body that does not match it', async () => {
    mockFetch(json({ id: 'a1', extra: true }));
    await expect(apiCall('/api/x', { schema: z.object({ id: z.string() }) })).resolves.toEqual({ id: 'a1' });
    mockFetch(json({ id: 7 }));
    await expect(apiCall('/api/x', { schema: z.object({ id: z.string() }) })).rejects.toBeInstanceOf(z.ZodError);
  });
});
