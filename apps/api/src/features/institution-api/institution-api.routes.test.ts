import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApplication } from '@kusasa/domain/schemas/institution-api/application';
import type { DecisionResult } from '@kusasa/domain/schemas/institution-api/decision';
import type { EventPage } from '@kusasa/domain/schemas/institution-api/events';
import { apiIdempotency, apiKeyUsage } from '../../db/schema/institution-api.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';
import { partnerTierConfig } from '../../db/schema/partners.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiCall, institutionWithLead } from './institution-api.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decide = (key: string, id: string, payload: unknown, idempotencyKey: string | null = randomUUID()) =>
  apiCall(t.app, 'POST', `/api/v1/institution/applications/${id}/decisions`, key, {
    payload,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
const feed = (key: string, query = '') => apiCall(t.app, 'GET', `/api/v1/institution/applications${query}`, key);

describe('GET /api/v1/institution/applications (the event feed)', () => {
  it('pages through the institution’s events in order with an opaque cursor, never another institution’s', async () => {
    const uni = await institutionWithLead(t);
    const other = await institutionWithLead(t, 'Other');
    const { key } = await uni.apiKey();
    const [a, b, c] = await uni.submitted(3);
    const [theirs] = await other.submitted(1);
    for (const id of [a, b, c]) expect((await decide(key, id!, { to: 'under-review' })).statusCode).toBe(201);
    expect((await decide((await other.apiKey()).key, theirs!, { to: 'under-review' })).statusCode).toBe(201);

    const first = (await feed(key, '?limit=2')).json<EventPage>();
    expect(first.events.map((e) => e.applicationId)).toEqual([a, b]);
    expect(first.hasMore).toBe(true);
    const second = (await feed(key, `?limit=2&since=${first.nextCursor}`)).json<EventPage>();
    expect(second).toMatchObject({
      events: [{ applicationId: c, type: 'status-changed', fromStatus: 'submitted', toStatus: 'under-review', actor: 'api' }],
      hasMore: false,
    });
    const empty = (await feed(key, `?since=${second.nextCursor}`)).json<EventPage>();
    expect(empty).toEqual({ events: [], nextCursor: second.nextCursor, hasMore: false });
    expect((await feed(key, '?since=not-a-cursor')).statusCode).toBe(400);
    expect((await feed(key, '?limit=501')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/institution/applications/:id', () => {
  it('shows the application with signed document links, and 404 for another institution’s or a made-up id', async () => {
    const uni = await institutionWithLead(t);
    const other = await institutionWithLead(t, 'Other');
    const { key } = await uni.apiKey();
    const [id] = await uni.submitted(1);
    const [theirs] = await other.submitted(1);
    await t.database.db.insert(documents).values({
      userId: uni.learner.id,
      applicationId: id,
      filePath: `users/${uni.learner.id}/x.pdf`,
      documentType: 'idDocument',
      mimeType: 'application/pdf',
      sizeBytes: 10,
    });

    const response = await apiCall(t.app, 'GET', `/api/v1/institution/applications/${id}`, key);
    expect(response.statusCode, response.body).toBe(200);
    const application = response.json<ApiApplication>();
    expect(application).toMatchObject({ id, status: 'submitted', programme: { name: 'BSc Integrations' }, learner: { email: uni.learner.email } });
    expect(application.documents).toHaveLength(1);
    expect(application.documents[0]?.url).toMatch(/^http:\/\/localhost:\d+\/api\/files\/.+/);
    const token = new URL(application.documents[0]!.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: token })).statusCode).not.toBe(403);

    expect((await apiCall(t.app, 'GET', `/api/v1/institution/applications/${theirs}`, key)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'GET', `/api/v1/institution/applications/${randomUUID()}`, key)).statusCode).toBe(404);
    expect((await decide(key, theirs!, { to: 'under-review' })).statusCode).toBe(404);
    const [row] = await t.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, theirs!));
    expect(row?.status).toBe('submitted');
  });
});

describe('POST /api/v1/institution/applications/:id/decisions', () => {
  it('decides once per Idempotency-Key: a repeat answers the first answer and writes nothing; another body is 409', async () => {
    const uni = await institutionWithLead(t);
    const { key, id: keyId } = await uni.apiKey();
    const [id] = await uni.submitted(1);
    const body = { to: 'rejected', reasonCode: 'programme-full', note: 'Sorry' };
    const first = await decide(key, id!, body, 'decision-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await decide(key, id!, body, 'decision-1');
    expect(again.statusCode).toBe(201);
    expect(again.json<DecisionResult>()).toEqual(first.json<DecisionResult>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const events = (await feed(key)).json<EventPage>().events;
    expect(events).toHaveLength(1);

    const changed = await decide(key, id!, { ...body, note: 'Different' }, 'decision-1');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringMatching(/Idempotency-Key/) as unknown } });
    expect((await decide(key, id!, body, null)).statusCode).toBe(400);
    expect((await decide(key, id!, { to: 'rejected' })).statusCode).toBe(400);
    expect((await decide(key, id!, { to: 'approved' })).statusCode).toBe(409);
    expect(await t.database.db.select().from(apiIdempotency).where(eq(apiIdempotency.keyId, keyId))).toHaveLength(1);
  });

  it('answers concurrent repeats of one key with one decision', async () => {
    const uni = await institutionWithLead(t);
    const { key } = await uni.apiKey();
    const [id] = await uni.submitted(1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => decide(key, id!, { to: 'under-review' }, 'same')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<DecisionResult>().event.id)).size).toBe(1);
    expect((await feed(key)).json<EventPage>().events).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the partner tier’s hourly limit, per key', async () => {
    await t.database.db.update(partnerTierConfig).set({ apiRateLimit: 3 }).where(eq(partnerTierConfig.tier, 'basic'));
    try {
      const uni = await institutionWithLead(t);
      const { key } = await uni.apiKey();
      for (let i = 0; i < 3; i++) expect((await feed(key)).statusCode).toBe(200);
      const refused = await feed(key);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect((await feed((await uni.apiKey('Second')).key)).statusCode).toBe(200);
      const [counted] = await t.database.db.select({ n: sql<number>`sum(${apiKeyUsage.calls})::int` }).from(apiKeyUsage);
      expect(counted?.n).toBeGreaterThanOrEqual(5);
    } finally {
      await t.database.db.update(partnerTierConfig).set({ apiRateLimit: 1000 }).where(eq(partnerTierConfig.tier, 'basic'));
    }
  });
});

describe('the OpenAPI page', () => {
  it('documents the v1 routes under their tag with the bearer security scheme', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    }>();
    expect(document.components.securitySchemes.institutionApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const feedDoc = document.paths['/api/v1/institution/applications']?.get;
    expect(feedDoc?.tags).toEqual(['institution-api (v1)']);
    expect(feedDoc?.security).toEqual([{ institutionApiKey: [] }]);
    expect(document.paths['/api/v1/institution/applications/{id}/decisions']?.post?.security).toEqual([{ institutionApiKey: [] }]);
  });
});
