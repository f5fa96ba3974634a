import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemErrorLogs, throttleHits } from '../../db/schema/accounts.ts';
import { createAccount, freshIp, getSession, login, MINUTE, ORIGIN, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 33: the prerendered /login form posts to the same route as the app, before any JavaScript.
const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

type Fields = Record<string, string>;
const postForm = (fields: Fields, { ip = freshIp(), headers = { origin: ORIGIN } }: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: ip,
  });
const sessionsOf = (userId: string) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
const counts = async () => ({
  sessions: await t.database.db.$count(sessions),
  audit: await t.database.db.$count(systemErrorLogs),
  throttle: await t.database.db.$count(throttleHits),
});

describe('the sign-in form posted without JavaScript', () => {
  it("signs in, sets the session cookie and sends the browser to the account's landing page (303)", async () => {
    const account = await createAccount(t);
    const response = await postForm({ email: ` ${account.email} `, password: account.password, portal: 'any' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
    const cookie = response.cookies.find((c) => c.name === 'kusasa_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBeUndefined();
    expect((await getSession(t.app, `kusasa_session=${cookie!.value}`)).statusCode).toBe(200);
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['sponsor', '/sponsors/dashboard'],
    ['institution', '/institutions/dashboard'],
  ])('sends a signed-in %s to %s, as /auth-redirect does', async (userType, landing) => {
    const account = await createAccount(t, userType);
    const response = await postForm({ email: account.email, password: account.password });
    expect(response.headers.location).toBe(landing);
  });

  it("keeps a 'Remember me' session for 7 days when the box was ticked", async () => {
    const account = await createAccount(t);
    const response = await postForm({ email: account.email, password: account.password, remember: 'on' });
    expect(response.statusCode).toBe(303);
    expect(await sessionsOf(account.id)).toMatchObject([{ remember: true }]);
  });

  it.each([
    [{ email: 'a@b.co', password: 'wrong-password' }, '/login?notice=invalid-credentials'],
    [{ email: '', password: '' }, '/login?notice=both-fields-required'],
    [{ email: 'not-an-email', password: 'x' }, '/login?notice=invalid-email'],
    [{ email: 'a@b.co', password: 'x', portal: 'admin' }, '/login?notice=failed'],
  ])('refuses %j back to the page naming the seed text by key, with no cookie', async (fields, location) => {
    const response = await postForm(fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
    expect(response.cookies).toHaveLength(0);
  });

  it("refuses a wrong password with the seed's text, on an audience's own page for its wrong account type", async () => {
    const account = await createAccount(t);
    const wrong = await postForm({ email: account.email, password: 'not-the-password' });
    expect(wrong.headers.location).toBe('/login?notice=invalid-credentials');
    const wrongType = await postForm({ email: account.email, password: account.password, portal: 'sponsor' });
    expect(wrongType.headers.location).toBe('/sponsors/login?notice=wrong-type-sponsor');
    expect(await sessionsOf(account.id)).toHaveLength(0);
  });

  it('comes back to the audience page it was posted from, and lands where that page lands (decision 0431)', async () => {
    const account = await createAccount(t);
    const counselorPage = { page: '/counselors/login', portal: 'consultant' };
    const wrong = await postForm({ email: account.email, password: 'not-the-password', ...counselorPage });
    expect(wrong.headers.location).toBe('/counselors/login?notice=invalid-credentials');
    const wrongType = await postForm({ email: account.email, password: account.password, ...counselorPage });
    expect(wrongType.headers.location).toBe('/counselors/login?notice=wrong-type-counselor');
    // The partner page takes any account (portal 'any') and lands on the partner dashboard's gate.
    const partner = await postForm({ email: account.email, password: 'not-the-password', page: '/partner/login', portal: 'any' });
    expect(partner.headers.location).toBe('/partner/login?notice=invalid-credentials');
    const partnerSignIn = await postForm({ email: account.email, password: account.password, page: '/partner/login', portal: 'any' });
    expect(partnerSignIn.statusCode).toBe(303);
    expect(partnerSignIn.headers.location).toBe('/partner-dashboard');
    const student = await postForm({ email: account.email, password: account.password, page: '/students/login', portal: 'student' });
    expect(student.headers.location).toBe('/dashboard');
  });

  it.each([
    ['another site', 'https://evil.example/login'],
    ['a page that is no sign-in page', '/forgot-password'],
    ['a made-up path', '/counselors/login/../../evil'],
  ])("sends a refusal naming %s as its page to its portal's page instead", async (_case, page) => {
    const response = await postForm({ email: 'a@b.co', password: 'wrong-password', page, portal: 'sponsor' });
    expect(response.headers.location).toBe('/sponsors/login?notice=invalid-credentials');
  });

  it.each([
    ['no Origin or Referer', {}],
    ['a forged Origin', { origin: 'https://evil.example' }],
    ['the opaque null Origin', { origin: 'null' }],
  ])('refuses a post with %s (403) and changes nothing: no session, no count, no audit', async (_case, headers) => {
    const account = await createAccount(t);
    const before = await counts();
    const response = await postForm({ email: account.email, password: account.password }, { headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This request came from another site and was refused.' } });
    expect(response.cookies).toHaveLength(0);
    expect(await counts()).toEqual(before);
  });

  it('accepts the Referer of its own page when a browser sends no Origin', async () => {
    const account = await createAccount(t);
    const response = await postForm({ email: account.email, password: account.password }, { headers: { referer: `${ORIGIN}/login` } });
    expect(response.statusCode).toBe(303);
  });

  it('shares the lockout with the JSON sign-in: 10 failures by either way block the pair for 15 minutes', async () => {
    const account = await createAccount(t);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(t.app, { email: account.email, password: `wrong-${i}` }, { ip })).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await postForm({ email: account.email, password: `wrong-${i}` }, { ip })).statusCode).toBe(303);
    const blocked = await postForm({ email: account.email, password: account.password }, { ip });
    expect(blocked.statusCode).toBe(303);
    const until = new Date(clock.now.getTime() + 15 * MINUTE).toISOString();
    expect(blocked.headers.location).toBe(`/login?notice=too-many-attempts&until=${encodeURIComponent(until)}`);
    expect(blocked.cookies).toHaveLength(0);
    expect((await login(t.app, { email: account.email, password: account.password }, { ip })).statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await postForm({ email: account.email, password: account.password }, { ip })).statusCode).toBe(303);
    expect(await sessionsOf(account.id)).toHaveLength(1);
  });

  it('is taken only where a route says so: a form post to another route is an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: 'token=x&password=y&confirmPassword=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: 'This content type is not supported.' } });
  });
});
