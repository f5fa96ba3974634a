import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../adapters/mail/outbox-mailer.ts';
import { makeEmail } from '../../test/factories.ts';
import { post, registerAudience, testClock } from '../../test/http.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDevMailboxService } from './dev-mailbox.service.ts';
import { DEV_MAILBOX_TOKEN_HEADER, devMailboxRoutes } from './dev-mailbox.routes.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

interface Mailbox {
  messages: { id: string; to: string; subject: string; text: string; links: string[]; createdAt: string }[];
}
const mailbox = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}`, headers: { [DEV_MAILBOX_TOKEN_HEADER]: t.config.devMailboxToken } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Mailbox>();
};

describe('who may read the dev mailbox', () => {
  const read = (options: { headers?: Record<string, string>; query?: string; remoteAddress?: string } = {}, app = t.app) =>
    app.inject({
      method: 'GET',
      url: `/api/dev/mailbox${options.query ?? ''}`,
      remoteAddress: options.remoteAddress ?? '203.0.113.9',
      headers: options.headers,
    });

  it('refuses a request without its token that is not a signed-in admin, from this machine too', async () => {
    expect((await read()).statusCode).toBe(401);
    // Behind a reverse proxy on the same host, every visitor arrives from the loopback address (issue 34).
    expect((await read({ remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
    expect((await read({ headers: { [DEV_MAILBOX_TOKEN_HEADER]: 'not-the-token-of-this-mailbox' } })).statusCode).toBe(401);
    const student = await signedInAs(t, 'student');
    expect((await read({ headers: { cookie: student.cookie } })).statusCode).toBe(403);
  });

  it('answers its token (header or the banner link) and a signed-in admin, from anywhere', async () => {
    const token = t.config.devMailboxToken;
    expect((await read({ headers: { [DEV_MAILBOX_TOKEN_HEADER]: token } })).statusCode).toBe(200);
    expect((await read({ query: `?token=${token}` })).statusCode).toBe(200);
    const admin = await signedInAs(t, 'admin');
    expect((await read({ headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('each start has its own token unless DEV_MAILBOX_TOKEN sets one', async () => {
    const other = await buildAppOn(t.database);
    const fixed = await buildAppOn(t.database, { DEV_MAILBOX_TOKEN: 'a-token-the-operator-chose-1234' });
    try {
      expect((await read({ headers: { [DEV_MAILBOX_TOKEN_HEADER]: t.config.devMailboxToken } }, other)).statusCode).toBe(401);
      expect((await read({ headers: { [DEV_MAILBOX_TOKEN_HEADER]: 'a-token-the-operator-chose-1234' } }, fixed)).statusCode).toBe(200);
    } finally {
      await other.close();
      await fixed.close();
    }
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists the outbox newest first with the links in each mail', async () => {
    const to = makeEmail('dev');
    const mailer = outboxMailer(t.database.db, clock.read);
    await mailer.send({ to, subject: 'First', text: 'Open http://localhost:3000/a#token=abc then https://kusasa.example/b?x=1.' });
    clock.advance(1000);
    await mailer.send({ to, subject: 'Second', text: 'No links here.' });

    const { messages } = await mailbox(`?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(messages).toEqual([
      { id: expect.any(String) as unknown, to, subject: 'Second', text: 'No links here.', links: [], createdAt: clock.now.toISOString() },
      {
        id: expect.any(String) as unknown,
        to,
        subject: 'First',
        text: expect.any(String) as unknown,
        links: ['http://localhost:3000/a#token=abc', 'https://kusasa.example/b?x=1'],
        createdAt: new Date(clock.now.getTime() - 1000).toISOString(),
      },
    ]);
  });

  it('shows the confirmation link of a registration, which a test can follow', async () => {
    clock.advance(1000);
    const { input } = await registerAudience(t.app, 'counselor');
    const [newest] = (await mailbox('?limit=1')).messages;
    expect(newest).toMatchObject({ to: input.email, subject: 'Confirm your Kusasa email address' });
    const link = newest!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/confirm-email#token=/);
    const confirmed = await post(t.app, '/api/auth/confirm-email', { token: new URL(link).hash.replace('#token=', '') });
    expect(confirmed.statusCode).toBe(200);
  });

  it('limits the list', async () => {
    const to = makeEmail('many');
    const mailer = outboxMailer(t.database.db, clock.read);
    for (let i = 0; i < 3; i++) await mailer.send({ to, subject: `Mail ${i}`, text: '' });
    expect((await mailbox(`?to=${to}&limit=2`)).messages).toHaveLength(2);
    expect((await mailbox(`?to=${makeEmail('nobody')}`)).messages).toEqual([]);
  });

  it.each(['?limit=0', '?limit=201', '?limit=abc'])('refuses %s with 400', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}`, headers: { [DEV_MAILBOX_TOKEN_HEADER]: t.config.devMailboxToken } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { limit: expect.any(String) as unknown } } });
  });

  it('does not exist in production', async () => {
    const production = await buildAppOn(t.database, { NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true' });
    await production.ready();
    try {
      const response = await production.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(production.apiRoutes.map((route) => route.url)).not.toContain('/api/dev/mailbox');
      expect(() => devMailboxRoutes(production, createDevMailboxService(t.database.db), { isProduction: true, devMailboxToken: 'unused' })).toThrow(
        /must not be registered in production/,
      );
    } finally {
      await production.close();
    }
  });
});
