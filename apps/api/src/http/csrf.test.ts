import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, freshIp, getSession, sessionCookieOf } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kusasa.example' } });
});
afterAll(() => t.close());

async function signedInCookie() {
  const account = await createAccount(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: 'https://kusasa.example' },
    payload: { email: account.email, password: account.password },
    remoteAddress: freshIp(),
  });
  return sessionCookieOf(response);
}

const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

describe('cross-site request protection', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'https://kusasa.example.evil.example' }],
    ['the opaque null origin', { origin: 'null' }],
    ['another scheme', { origin: 'http://kusasa.example' }],
    ['a referer from another site', { referer: 'https://evil.example/page' }],
    ['no origin or referer', {}],
  ])('refuses a signed-in mutating request with %s and leaves the session alone', async (_case, headers) => {
    const cookie = await signedInCookie();
    const response = await logout({ ...headers, cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This request came from another site and was refused.' } });
    expect((await getSession(t.app, cookie)).statusCode).toBe(200);
  });

  it.each([
    ['PUBLIC_URL as origin', { origin: 'https://kusasa.example' }],
    ['a referer from PUBLIC_URL', { referer: 'https://kusasa.example/dashboard' }],
    ['the request host as origin (the dev proxy)', { origin: 'http://localhost:5173', host: 'localhost:5173' }],
  ])('allows %s', async (_case, headers) => {
    const cookie = await signedInCookie();
    expect((await logout({ ...headers, cookie })).statusCode).toBe(204);
  });

  it('refuses a cross-site sign-in (login CSRF) even without a cookie', async () => {
    const account = await createAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('allows a request without origin, referer or session cookie (curl, server to server)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/telemetry/not-found', payload: { path: '/x' } });
    expect(response.statusCode).toBe(204);
  });

  it('leaves reads alone', async () => {
    const cookie = await signedInCookie();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
