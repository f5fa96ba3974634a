import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@kusasa/domain/rules/roles';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/users.ts';
import { institutionMembers } from '../db/schema/institution-staff.ts';
import { COUNSELOR_NOT_LINKED } from '@kusasa/domain/counselor-texts';
import { counselorAccountReviews } from '../db/schema/counselors.ts';
import { nsfasAccountReviews } from '../db/schema/funding.ts';
import { catalogueInstitution } from '../test/institution-members.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createAccount, login, ORIGIN, sessionCookieOf } from '../test/http.ts';
import { POLICY } from './permission-table.ts';
import { can, needsVerification, PERMISSIONS, VERIFICATION_GATED } from './policy.ts';

// Calls every registered API route as each user type, verified and not, and signed out. A route
// the policy forbids must answer 401/403 before its handler runs; one behind the verification gate
// must answer 403 VERIFICATION_REQUIRED to a learner whose identity is not verified; one it allows
// must get past the guard (any other status: 200, 400 for an empty body, 404 for a made-up id...).
// Every other account type is verified: the gate holds back learners only (passesVerificationGate).

type Caller = UserType | 'signed-out' | 'unverified-student';
const callers: Caller[] = ['signed-out', ...USER_TYPES, 'unverified-student'];
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('authorization matrix', () => {
  let t: TestApp;
  const cookies = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const userType of USER_TYPES) {
      const account = await createAccount(t, userType);
      // The institution caller is its institution's lead (issue 25): an account no admin linked gets
      // 403 from the service, past the policy, which this matrix would read as a refusal.
      if (userType === 'institution') {
        const { id: institutionId } = await catalogueInstitution(t.database.db, 'Matrix University');
        await t.database.db.insert(institutionMembers).values({ userId: account.id, institutionId, role: 'lead' });
      }
      // Likewise NSFAS staff are approved by an admin first (issue 28).
      if (userType === 'nsfas') await t.database.db.insert(nsfasAccountReviews).values({ userId: account.id, decision: 'approved', decidedAt: new Date() });
      // And counselors (issue 29).
      if (userType === 'consultant')
        await t.database.db.insert(counselorAccountReviews).values({ userId: account.id, decision: 'approved', decidedAt: new Date() });
      const response = await login(t.app, { email: account.email, password: account.password });
      cookies.set(userType, sessionCookieOf(response));
    }
    const unverified = await createAccount(t, 'student');
    await t.database.db.update(users).set({ idVerified: false }).where(eq(users.id, unverified.id));
    cookies.set('unverified-student', sessionCookieOf(await login(t.app, { email: unverified.email, password: unverified.password })));
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

  // Every route times eight callers: on a busy machine that takes longer than one test's default.
  it('lets each caller through exactly where the policy allows', { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.url !== '/api/auth/logout')) {
      for (const caller of callers) {
        const cookie = cookies.get(caller);
        // As a stream, so an event stream (GET /api/notifications/stream) answers with its
        // status instead of holding the test open; the app's close ends any stream left open.
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID),
          // The dev mailbox also asks for its own token behind the policy (issue 34): the matrix tests the policy.
          headers: { origin: ORIGIN, 'x-dev-mailbox-token': t.config.devMailboxToken, ...(cookie ? { cookie } : {}) },
          ...(route.method === 'GET' ? {} : { payload: {} }),
          payloadAsStream: true,
        });
        const body = response.stream();
        const chunks: Buffer[] = [];
        if (String(response.headers['content-type']).startsWith('text/event-stream')) body.destroy();
        else for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
        const actor =
          caller === 'signed-out'
            ? null
            : { id: SAMPLE_ID, userType: caller === 'unverified-student' ? 'student' : caller, isVerified: caller !== 'unverified-student' };
        const mustVerify = actor !== null && can(actor, route.permission) && needsVerification(actor, route.permission);
        const allowed = can(actor, route.permission) && !mustVerify;
        // Past the policy: a counselor asking about a learner not linked to them is refused by the
        // caseload (issue 29), and a feature of a higher plan by the plan (PLAN_LIMIT, issue 31).
        const pastThePolicy = reasonOf(chunks) === COUNSELOR_NOT_LINKED || errorCodeOf(chunks) === 'PLAN_LIMIT';
        const refused = (response.statusCode === 401 || response.statusCode === 403) && !pastThePolicy;
        if (allowed === refused) outcomes.push(`${caller} ${route.method} ${route.url} -> ${response.statusCode} (policy ${allowed ? 'allows' : 'denies'})`);
        else if (mustVerify && errorCodeOf(chunks) !== 'VERIFICATION_REQUIRED')
          outcomes.push(`${caller} ${route.method} ${route.url} -> ${response.statusCode} ${errorCodeOf(chunks)} (verification required)`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('puts the API behind /dashboard, /apply and /subscription behind the verification gate, and only learners are held', () => {
    const gated = t.app.apiRoutes.filter((route) => VERIFICATION_GATED.has(route.permission)).map((route) => route.url);
    expect(gated).toEqual(expect.arrayContaining(['/api/dashboard', '/api/applications', '/api/subscription']));
    for (const userType of USER_TYPES) {
      expect(needsVerification({ userType, isVerified: false }, 'dashboard:own'), userType).toBe(userType === 'student');
      expect(needsVerification({ userType, isVerified: true }, 'dashboard:own'), userType).toBe(false);
    }
    expect(needsVerification({ userType: 'student', isVerified: false }, 'profile:own')).toBe(false);
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

function reasonOf(chunks: readonly Buffer[]): string | undefined {
  try {
    return (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason;
  } catch {
    return undefined;
  }
}

function errorCodeOf(chunks: readonly Buffer[]): string | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return (parsed as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}
