import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundEvents } from '../../db/schema/telemetry.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/telemetry/not-found', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records the wrong path with its request id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      payload: { path: '/no-such-page?x=1', referrer: 'http://localhost:3000/' },
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db.select().from(notFoundEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/no-such-page?x=1', referrer: 'http://localhost:3000/', requestId: response.headers['x-request-id'] });
  });

  it('writes nothing for a bad report', async () => {
    const before = await t.database.db.select().from(notFoundEvents);
    const response = await t.app.inject({ method: 'POST', url: '/api/telemetry/not-found', payload: { path: 'x'.repeat(3000) } });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(notFoundEvents)).toHaveLength(before.length);
  });
});
