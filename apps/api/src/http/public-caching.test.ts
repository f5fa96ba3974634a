import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test/signed-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { PUBLIC_CACHE_CONTROL } from './public-caching.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedCatalogue: true });
});
afterAll(() => t.close());

describe('public reads', () => {
  it.each(['/api/institutions', '/api/programs', '/api/subjects', '/api/faqs', '/api/partner-tiers', '/api/legal/information-officer'])(
    '%s may be cached, and a repeat with its ETag is a 304 with no body',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const tag = first.headers.etag;
      expect(tag).toMatch(/^W\/"/);

      const repeat = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(tag), 'accept-encoding': 'gzip' } });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.body).toBe('');
    },
  );

  it('answers 200 again when the tag no longer matches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/institutions', headers: { 'if-none-match': 'W/"stale"' } });
    expect(response.statusCode).toBe(200);
  });

  it('never marks a personal response as cacheable', async () => {
    const s = await signedInAs(t, 'student');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: s.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});
