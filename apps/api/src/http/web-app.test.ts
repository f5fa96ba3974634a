import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INLINE_THEME = "document.documentElement.classList.toggle('dark', false);";
const INLINE_STARTER = "document.currentScript.getAttribute('data-entry');";
const PRICING_PAGE = `<script>${INLINE_THEME}</script><script data-entry="/assets/index-abc.js" data-preload="">${INLINE_STARTER}</script><script src="/assets/index-abc.js"></script><div id="root">pricing</div>`;
/** A document page (decision 0425): its starter waits for the visitor's first use of a control. */
const FAQS_PAGE = `<script data-start="interaction" data-entry="/assets/index-abc.js">${INLINE_STARTER}</script><div id="root">faqs</div>`;

// A web build as apps/web/scripts/prerender.ts leaves it: the empty shell and the prerendered pages.
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'kusasa-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered/institutions'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'prerendered/index.html'), '<div id="root">landing</div>');
  writeFileSync(join(dist, 'prerendered/pricing.html'), PRICING_PAGE);
  writeFileSync(join(dist, 'prerendered/faqs.html'), FAQS_PAGE);
  writeFileSync(join(dist, 'prerendered/institutions/_id.html'), '<div id="root">one institution</div>');
  writeFileSync(join(dist, 'prerendered/institutions/login.html'), '<div id="root">institution login</div>');
  writeFileSync(
    join(dist, 'prerendered/manifest.json'),
    JSON.stringify({
      '/institutions/register': null,
      '/institutions/login': 'institutions/login.html',
      '/': 'index.html',
      '/pricing': 'pricing.html',
      '/faqs': 'faqs.html',
      '/institutions/:id': 'institutions/_id.html',
    }),
  );
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: fakeWebBuild() } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web app', () => {
  const pricingPage = PRICING_PAGE;
  it.each([
    ['/', '<div id="root">landing</div>'],
    ['/pricing', pricingPage],
    ['/pricing/', pricingPage],
    ['/institutions/5f0c2a3e-1b2c-4d5e-8f90-123456789abc', '<div id="root">one institution</div>'],
    // A literal page the parameter path would also match is its own page (decision 0431).
    ['/institutions/login', '<div id="root">institution login</div>'],
  ])('answers %s with its prerendered page, never cached', async (url, page) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page);
  });

  it("allows a prerendered page's inline scripts (theme, starter) by their hashes, and no other inline script", async () => {
    const hash = (code: string) => createHash('sha256').update(code).digest('base64');
    const page = await get('/pricing');
    const scriptSources = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash(INLINE_THEME)}' 'sha256-${hash(INLINE_STARTER)}'`);
    const shell = await get('/dashboard');
    expect(shell.headers['content-security-policy']).toContain("script-src 'self';");
    const api = await get('/api/health');
    expect(api.headers['content-security-policy']).not.toContain('sha256-');
  });

  it.each(['/dashboard', '/pricing?plan=pro-ai', '/institutions/register', '/institutions/a/b', '/institutions/%3Cscript%3E'])(
    'answers %s with the empty shell, which renders it in the browser',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<div id="root"></div>');
    },
  );

  it('starts a document page after load for a visitor with a session cookie, and serves it unchanged to others (decision 0428)', async () => {
    const signedOut = await get('/faqs');
    expect(signedOut.body).toBe(FAQS_PAGE);
    expect(signedOut.headers.vary).toContain('Cookie');
    const withOtherCookie = await t.app.inject({ method: 'GET', url: '/faqs', headers: { cookie: 'theme=dark' } });
    expect(withOtherCookie.body).toBe(FAQS_PAGE);
    const signedIn = await t.app.inject({ method: 'GET', url: '/faqs', headers: { cookie: 'kusasa_session=abc' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toMatch(/^text\/html/);
    expect(signedIn.body).toBe(FAQS_PAGE.replace('data-start="interaction"', 'data-start="load"'));
    // The starter's code is the same, so the CSP hash that allows it still holds.
    expect(signedIn.headers['content-security-policy']).toBe(signedOut.headers['content-security-policy']);
    // A page that starts after load anyway is the same for both.
    expect((await t.app.inject({ method: 'GET', url: '/pricing', headers: { cookie: 'kusasa_session=abc' } })).body).toBe(PRICING_PAGE);
  });

  it('does not serve the prerendered folder at its own address', async () => {
    const response = await get('/prerendered/pricing.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">pricing</div>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
