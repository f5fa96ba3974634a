import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createAccount, freshIp, ORIGIN, post } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 33: the prerendered /forgot-password form posts to the same route as the app.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postForm = (email: string, { ip = freshIp(), headers = { origin: ORIGIN } }: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: new URLSearchParams({ email }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: ip,
  });
const queued = async () => t.database.db.$count(jobs, eq(jobs.kind, 'password-reset.mail'));

describe('the forgot-password form posted without JavaScript', () => {
  it('queues the link and sends the browser to the confirmation (303), and the mail goes out', async () => {
    const account = await createAccount(t);
    const before = await queued();
    const response = await postForm(` ${account.email} `);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/forgot-password?notice=sent');
    expect(await queued()).toBe(before + 1);
    await t.app.jobs.runOnce();
    expect(await t.database.db.$count(outbox, eq(outbox.toAddress, account.email))).toBe(1);
  });

  it('refuses an invalid email back to the page with its key, queueing nothing', async () => {
    const before = await queued();
    const response = await postForm('not-an-email');
    expect(response.headers.location).toBe('/forgot-password?notice=invalid-email');
    expect(await queued()).toBe(before);
  });

  it.each([
    ['no Origin or Referer', {}],
    ['a forged Origin', { origin: 'https://evil.example' }],
  ])('refuses a post with %s (403), queueing nothing', async (_case, headers) => {
    const before = await queued();
    const response = await postForm('someone@example.org', { headers });
    expect(response.statusCode).toBe(403);
    expect(await queued()).toBe(before);
  });

  it("shares the route's rate limit with the JSON requests: 20 in 15 minutes from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post(t.app, '/api/auth/forgot-password', { email: `json${i}@example.org` }, { ip })).statusCode).toBe(202);
    for (let i = 0; i < 10; i++) expect((await postForm(`form${i}@example.org`, { ip })).headers.location).toBe('/forgot-password?notice=sent');
    const before = await queued();
    const limited = await postForm('one-more@example.org', { ip });
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe('/forgot-password?notice=rate-limited');
    expect((await post(t.app, '/api/auth/forgot-password', { email: 'json@example.org' }, { ip })).statusCode).toBe(429);
    expect(await queued()).toBe(before);
  });
});
