import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@kusasa/domain/rules/roles';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createAccount, login, ORIGIN, sessionCookieOf } from '../test/http.ts';
import { can, PERMISSIONS, POLICY } from './policy.ts';

// Calls every registered API route as each user type and signed out. A route the policy
// forbids must answer 401/403 before its handler runs; one it allows must get past the
// guard (any other status: 200, 400 for an empty body, 404 for a made-up id...).

type Caller = UserType | 'signed-out';
const callers: Caller[] = ['signed-out', ...USER_TYPES];
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('authorization matrix', () => {
  let t: TestApp;
  const cookies = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const userType of USER_TYPES) {
      const account = await createAccount(t, userType);
      const response = await login(t.app, { email: account.email, password: account.password });
      cookies.set(userType, sessionCookieOf(response));
    }
  });
  afterAll(() => t.close());

  it('knows every API route, and every route has a permission from the policy table', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) expect(PERMISSIONS).toContain(route.permission);
  });

  it('refuses to register a route without a permission', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database });
    expect(() => other.get('/api/unguarded', () => 'open')).toThrow(/GET \/api\/unguarded has no permission/);
    expect(() => other.get('/api/guarded', { config: { permission: 'admin:users' } }, () => 'ok')).not.toThrow();
    await other.close();
  });

  it('lets each caller through exactly where the policy allows', async () => {
    const outcomes: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.url !== '/api/auth/logout')) {
      for (const caller of callers) {
        const cookie = cookies.get(caller);
        // As a stream, so an event stream (GET /api/notifications/stream) answers with its
        // status instead of holding the test open; the app's close ends any stream left open.
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID),
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(route.method === 'GET' ? {} : { payload: {} }),
          payloadAsStream: true,
        });
        const body = response.stream();
        if (String(response.headers['content-type']).startsWith('text/event-stream')) body.destroy();
        else for await (const _chunk of body) void _chunk;
        const actor = caller === 'signed-out' ? null : { id: SAMPLE_ID, userType: caller };
        const allowed = can(actor, route.permission);
        const refused = response.statusCode === 401 || response.statusCode === 403;
        if (allowed === refused) outcomes.push(`${caller} ${route.method} ${route.url} -> ${response.statusCode} (policy ${allowed ? 'allows' : 'denies'})`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('keeps every /api/admin route for admins only (except /api/admin/me, the is-admin check)', () => {
    const adminRoutes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && r.url !== '/api/admin/me');
    expect(adminRoutes.length).toBeGreaterThan(2);
    for (const route of adminRoutes) {
      const allowed = USER_TYPES.filter((userType) => can({ id: SAMPLE_ID, userType }, route.permission));
      expect(allowed, `${route.method} ${route.url}`).toEqual(['admin']);
    }
  });

  it('checks ownership: owners and admins only', () => {
    const owner = { id: 'a', userType: 'student' as const };
    expect(can(owner, 'notifications:own', { ownerId: 'a' })).toBe(true);
    expect(can(owner, 'notifications:own', { ownerId: 'b' })).toBe(false);
    expect(can({ id: 'z', userType: 'admin' }, 'notifications:own', { ownerId: 'b' })).toBe(true);
    expect(can(null, 'notifications:own', { ownerId: 'a' })).toBe(false);
    expect(Object.keys(POLICY)).toEqual(PERMISSIONS);
  });
});
