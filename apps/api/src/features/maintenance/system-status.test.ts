import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY, routeInventoryTotals } from '@kusasa/domain/rules/route-inventory';
import { SYSTEM_STATUS_STREAM_EVENT, type SystemStatus } from '@kusasa/domain/schemas/maintenance';
import { outbox } from '../../db/schema/mail.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { buildTestAppOn, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSystemStatusService, PROBE_TIMEOUT_MS, type SystemStatusDeps } from './system-status.service.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp({ systemStatusStream: { intervalMs: 50, maxMs: 400 } });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const apiPackageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe('GET /api/admin/system-status', () => {
  it('reports every part from the running app: database, queue, mail, storage, PayFast, assistant, version, uptime', async () => {
    const now = new Date();
    await t.app.jobs.enqueue(t.database.db, 'test.waiting', { n: 1 }, new Date(now.getTime() - 90_000));
    await t.app.jobs.enqueue(t.database.db, 'test.waiting', { n: 2 }, new Date(now.getTime() + 60_000));
    await t.database.db.insert(outbox).values([
      { toAddress: 'a@example.test', subject: 'Waiting', textBody: 'x' },
      { toAddress: 'b@example.test', subject: 'Refused', textBody: 'x', failedAt: now, lastError: '550' },
    ]);
    const response = await call(t.app, 'GET', '/api/admin/system-status', { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const status = response.json<SystemStatus>();
    expect(status).toMatchObject({
      database: { status: 'ok', kind: t.database.kind },
      jobs: { status: 'ok', depth: 2, byKind: [{ kind: 'test.waiting', waiting: 2 }] },
      mail: { status: 'ok', transport: 'outbox', waiting: 1, failed: 1 },
      storage: { status: 'ok', kind: 'disk' },
      payments: { mode: 'simulator' },
      assistant: { provider: 'built-in' },
      version: apiPackageVersion,
      maintenance: { locked: false },
    });
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.jobs.oldestDueAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.instance).toContain(`:${process.pid}`);
  });

  it("names PayFast's mode when PayFast is configured", async () => {
    const app = await buildTestAppOn(t.database, { env: { PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a', PAYFAST_MODE: 'live' } });
    try {
      const response = await call(app, 'GET', '/api/admin/system-status', { cookie: admin.cookie });
      expect(response.json()).toMatchObject({ payments: { mode: 'live' } });
    } finally {
      await app.close();
    }
  });

  it('streams a fresh status every few seconds, and ends the stream so the browser reconnects through the access check', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${base}/api/admin/system-status/stream`, admin.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const statusEvents = () => stream.blocks.filter((block) => block.event === SYSTEM_STATUS_STREAM_EVENT);
      await stream.waitFor(() => statusEvents().length >= 2);
      expect(JSON.parse(statusEvents()[0]!.data!)).toMatchObject({ database: { status: 'ok' }, assistant: { provider: 'built-in' } });
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});

describe('GET /api/admin/route-inventory', () => {
  it('lists every route of the web app with its audience and whether it is built', async () => {
    const response = await call(t.app, 'GET', '/api/admin/route-inventory', { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ routes: ROUTE_INVENTORY, totals: routeInventoryTotals() });
  });
});

describe('the system status checks', () => {
  const healthy: SystemStatusDeps = {
    database: { kind: 'postgres', ping: () => Promise.resolve() },
    queue: () => Promise.resolve({ byKind: [{ kind: 'document.verify', waiting: 3 }], oldestDueAgeSeconds: 12.4 }),
    mailBacklog: () => Promise.resolve({ waiting: 0, failed: 0 }),
    mailTransport: 'smtp',
    storage: { kind: 's3', get: () => Promise.resolve(undefined) },
    paymentMode: 'sandbox',
    assistantProvider: 'built-in',
    maintenance: () => Promise.resolve({ locked: false, message: null, until: null, since: null, overdue: false }),
    clock: () => new Date('2026-11-24T08:00:00Z'),
    version: '1.2.3',
  };
  const failing = () => Promise.reject(new Error('connection refused'));

  it('reports each part that answers as ok', async () => {
    const status = await createSystemStatusService(healthy).read();
    expect(status).toMatchObject({
      checkedAt: '2026-11-24T08:00:00.000Z',
      database: { status: 'ok', kind: 'postgres' },
      jobs: { status: 'ok', depth: 3, oldestDueAgeSeconds: 12 },
      mail: { status: 'ok', transport: 'smtp', waiting: 0, failed: 0 },
      storage: { status: 'ok', kind: 's3' },
      payments: { mode: 'sandbox' },
      version: '1.2.3',
    });
  });

  it('reports a part that fails as down, without failing the others', async () => {
    const status = await createSystemStatusService({
      ...healthy,
      database: { kind: 'postgres', ping: failing },
      queue: failing,
      mailBacklog: failing,
      maintenance: failing,
    }).read();
    expect(status).toMatchObject({
      database: { status: 'down', latencyMs: null },
      jobs: { status: 'down', depth: null, byKind: [], oldestDueAgeSeconds: null },
      mail: { status: 'down', waiting: null, failed: null },
      storage: { status: 'ok' },
      maintenance: null,
    });
  });

  it(`reports storage that does not answer within ${PROBE_TIMEOUT_MS} ms as down`, async () => {
    let release: (() => void) | undefined;
    const hanging = () => new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    const status = await createSystemStatusService({ ...healthy, storage: { kind: 's3', get: hanging } }).read();
    release?.();
    expect(status.storage).toEqual({ status: 'down', kind: 's3', latencyMs: null });
  });
});

describe('access', () => {
  it('keeps the status, its stream and the inventory for admins', async () => {
    const learner = await signedInAs(t);
    for (const url of ['/api/admin/system-status', '/api/admin/system-status/stream', '/api/admin/route-inventory']) {
      expect((await call(t.app, 'GET', url, { cookie: learner.cookie })).statusCode, url).toBe(403);
    }
  });
});
