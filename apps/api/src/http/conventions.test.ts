import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@kusasa/domain/schemas/common';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import type { App } from './types.ts';

function fakeWebBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'kusasa-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kusasa</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

describe('API conventions', () => {
  let t: TestApp;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({ config: testConfig({ WEB_DIST: fakeWebBuild() }), database: t.database });
    app.get('/api/test/explode', { config: { permission: 'system:read' } }, () => {
      throw new Error('relation "secret_table" does not exist at line 1');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('rejects a bad body with the validation shape and field messages', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/telemetry/not-found', payload: { path: '' } });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toHaveProperty('path');
  });

  it('rejects malformed JSON without echoing it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('VALIDATION');
  });

  it('hides internals of unexpected errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'An error occurred' } });
    expect(response.body).not.toContain('secret_table');
  });

  it('answers unknown API paths with a JSON 404, never the web page', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const minted = await app.inject({ method: 'GET', url: '/api/health' });
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes an OpenAPI document at /api/docs', async () => {
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/institutions', '/api/telemetry/not-found']));
  });

  it.each(['privacy-policy', 'refund-policy', 'terms-of-service'])('redirects /%s.html permanently', async (page) => {
    const response = await app.inject({ method: 'GET', url: `/${page}.html` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/${page}`);
  });

  it('serves the web app: index for client routes, long-cached hashed assets', async () => {
    for (const url of ['/', '/dashboard', '/institutions/abc?x=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
