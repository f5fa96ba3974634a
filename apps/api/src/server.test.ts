import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { DEV_MAILBOX_TOKEN_FILE, devMailboxBanner, gracefulStop, writeDevMailboxToken } from './server.ts';
import { notFoundEvents } from './db/schema/telemetry.ts';
import { openTestDatabase } from './test/test-database.ts';
import { testConfig } from './test/test-app.ts';
import type { DatabaseHandle } from './db/database.ts';

describe('graceful stop', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('lets an in-flight request finish and its write land before the database closes', async () => {
    const app = await buildApp({ config: testConfig(), database });
    const order: string[] = [];
    let release!: () => void;
    const started = new Promise<void>((resolveStarted) => {
      app.post('/api/test/slow-write', { config: { permission: 'system:read' } }, async () => {
        resolveStarted();
        await new Promise<void>((r) => (release = r));
        await database.db.insert(notFoundEvents).values({ path: '/written-during-shutdown' });
        order.push('write committed');
        return { done: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow-write`, { method: 'POST' });
    await started;

    // The real handle stays open so the test can read afterwards; the stand-in records when close is called.
    const recordingHandle = { ...database, close: () => Promise.resolve(void order.push('database closed')) };
    const stopped = gracefulStop(app, recordingHandle)();
    setTimeout(() => release(), 200);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopped;
    expect(order).toEqual(['write committed', 'database closed']);

    const rows = await database.db.select().from(notFoundEvents);
    expect(rows.map((r) => r.path)).toContain('/written-during-shutdown');
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

describe('the start banner', () => {
  it('says where the dev mailbox is with its token, and nothing of it in production', () => {
    const config = testConfig({ DEV_MAILBOX_TOKEN: 'banner-token-of-twenty-four-chars' });
    expect(devMailboxBanner(config, 'http://127.0.0.1:3000')).toBe(
      'Dev mailbox (outbox mail, reset links included; answers its token or a signed-in admin): http://127.0.0.1:3000/api/dev/mailbox?token=banner-token-of-twenty-four-chars',
    );
    expect(devMailboxBanner(testConfig({ NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true' }), 'https://kusasa.example')).toBeUndefined();
  });

  it('keeps the token in DATA_DIR/dev-mailbox-token for its owner only, and nothing in production', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-token-'));
    await writeDevMailboxToken(testConfig({ DATA_DIR: dataDir, DEV_MAILBOX_TOKEN: 'file-token-of-twenty-four-chars' }));
    const file = join(dataDir, DEV_MAILBOX_TOKEN_FILE);
    expect(readFileSync(file, 'utf8')).toBe('file-token-of-twenty-four-chars\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const production = mkdtempSync(join(tmpdir(), 'kusasa-token-'));
    await writeDevMailboxToken(testConfig({ DATA_DIR: production, NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true' }));
    expect(readdirSync(production)).toEqual([]);
  });
});
