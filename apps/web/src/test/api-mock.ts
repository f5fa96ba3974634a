import { vi } from 'vitest';

export type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}, fields?: Record<string, string>) =>
  json({ ...extra, error: fields ? { code, message, fields } : { code, message } }, status);

/**
 * Stubs fetch with handlers keyed 'METHOD /path'; an unknown call fails the test. Returns the
 * mock, whose calls list what the page sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentTo(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url.split('?')[0]}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined) as unknown);
}

export const signedOut: Handler = () => apiError(401, 'UNAUTHENTICATED', 'Authentication required');

type SessionUserOverrides = Partial<{ userType: string; isVerified: boolean; fullName: string; email: string; trackingId: string | null }>;

/** A session body as sign-in, registration and GET /api/auth/session answer it. */
export function sessionBody(user: SessionUserOverrides = {}) {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'thandi@example.com',
      fullName: 'Thandi Nkosi',
      userType: 'student',
      isVerified: true,
      profileStatus: null,
      trackingId: 'KUS-7F3K9Q2D',
      ...user,
    },
    expiresAt: new Date(Date.now() + 8 * 3600_000).toISOString(),
  };
}

export function sessionOf(user: SessionUserOverrides = {}): Handler {
  return () => json(sessionBody(user));
}
