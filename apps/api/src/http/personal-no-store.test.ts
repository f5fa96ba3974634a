import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test/signed-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedCatalogue: true });
});
afterAll(() => t.close());

describe('personal responses are never cached', () => {
  it.each(['/api/aps/me', '/api/programs/eligibility', '/api/dashboard', '/api/auth/session', '/api/profile', '/api/documents'])(
    '%s answers no-store',
    async (url) => {
      const s = await signedInAs(t, 'student');
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    },
  );

  it('also marks a refused personal request no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/aps/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
