import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, freshIp, ORIGIN } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 33: after a plain form post, its page shows the seed's text from a key in the address.
const HEAD = '<head><script data-entry="/assets/index-abc.js" data-stylesheet="/assets/index-abc.css">start()</script></head>';
const page = (form: string) => `<html>${HEAD}<body><div id="root" data-prerendered><main>${form}</main></div></body></html>`;
const LOGIN_FORM = '<form method="post" action="/api/auth/login" class="f"><input name="email"/></form>';
const RESET_FORM = '<form method="post" action="/api/auth/forgot-password" class="f"><input name="email"/></form>';

function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'kusasa-web-dist-'));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dist, 'prerendered/login.html'), page(LOGIN_FORM));
  writeFileSync(join(dist, 'prerendered/forgot-password.html'), page(RESET_FORM));
  writeFileSync(join(dist, 'prerendered/notice-error.html'), '<div role="alert" class="e">{notice}</div>\n');
  writeFileSync(join(dist, 'prerendered/notice-success.html'), '<div role="status" class="s">{notice}</div>\n');
  writeFileSync(join(dist, 'prerendered/manifest.json'), JSON.stringify({ '/login': 'login.html', '/forgot-password': 'forgot-password.html' }));
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: fakeWebBuild() } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("a plain form's page naming a notice", () => {
  it('shows the notice at the top of the form, links the whole stylesheet and lets the app render afresh', async () => {
    const response = await get('/login?notice=invalid-credentials');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("'sha256-");
    // So that the browser posts the form with its origin, not 'null' (the CSRF check needs it).
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect((await get('/login')).headers['referrer-policy']).toBe('same-origin');
    expect(response.body).toContain(`${LOGIN_FORM.replace('<input', '<div role="alert" class="e">Invalid email or password</div><input')}`);
    expect(response.body).toContain('<div id="root"><main>');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head>');
  });

  it('names the end of a lockout, written as the JSON answer says it', async () => {
    const response = await get('/login?notice=too-many-attempts&until=2026-03-01T08%3A15%3A00.000Z');
    expect(response.body).toContain('>Too many sign-in attempts. Please try again after Mar 1, 10:15 AM.</div>');
  });

  it("puts the forgot-password confirmation in the form's place", async () => {
    const response = await get('/forgot-password?notice=sent');
    expect(response.body).toContain(
      '<main><div role="status" class="s">If an account exists for this email, we have sent a link to reset your password.</div></main>',
    );
    expect(response.body).not.toContain('<form');
  });

  it.each([
    '/login?notice=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/login?notice=sent',
    '/login?notice=toString',
    '/login?notice=too-many-attempts&until=%3Cb%3Enow%3C%2Fb%3E',
    '/forgot-password?notice=invalid-credentials',
    '/login?error=Call%200800',
  ])('answers %s, which names no notice of that page, with the empty shell: nothing from the address is shown', async (url) => {
    const response = await get(url);
    expect(response.body).toBe('<div id="root"></div>');
  });

  it("takes a refused post back to the page showing the seed's text", async () => {
    const account = await createAccount(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ email: account.email, password: 'not-the-password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      remoteAddress: freshIp(),
    });
    expect(refused.statusCode).toBe(303);
    expect((await get(String(refused.headers.location))).body).toContain('>Invalid email or password</div>');
  });
});
