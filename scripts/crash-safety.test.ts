import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { Config } from '../apps/api/src/config.ts';
import { burst } from './crash/burst.ts';
import { brokenInvariants } from './crash/invariants.ts';
import { startServerProcess, stopServerProcess } from './support/server-process.ts';

// kill -9 in the middle of a burst of registrations, uploads, application submissions and payment
// notifications; restart on the same data; every acknowledged write is there and nothing is half
// done. Embedded (the data directory reopens and its lock is recovered) and on PostgreSQL.

const WORKERS = 6;
const BURST_MS = 4000;

async function crashAndCheck(env: Record<string, string>, database: Config['database'], port: number) {
  const filesDir = mkdtempSync(join(tmpdir(), 'kusasa-crash-files-'));
  const serverEnv = { ...env, FILE_STORAGE_DIR: filesDir, FILE_SIGNING_SECRET: 'c'.repeat(40) };
  const first = await startServerProcess(serverEnv, port);
  let killed = false;
  const writing = burst(first.url, WORKERS, () => killed);
  await new Promise((resolve) => setTimeout(resolve, BURST_MS));
  first.child.kill('SIGKILL');
  killed = true;
  const acknowledged = await writing;
  await stopServerProcess(first, 'SIGKILL');
  expect(acknowledged.emails.length).toBeGreaterThan(0);
  if (process.env.CRASH_REPORT)
    console.info(
      JSON.stringify({
        emails: acknowledged.emails.length,
        documents: acknowledged.documentIds.length,
        applications: acknowledged.applicationIds.length,
        paid: acknowledged.paidReferences.length,
      }),
    );

  // The same data again: the server must come back (lock and database recovered) and serve.
  const second = await startServerProcess(serverEnv, port);
  expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  await stopServerProcess(second, 'SIGTERM');

  const handle = await openDatabase(database);
  try {
    expect(await brokenInvariants(handle.db, filesDir, acknowledged)).toEqual([]);
  } finally {
    await handle.close();
  }
  return acknowledged;
}

describe('a kill -9 during a burst of writes', () => {
  it('loses no acknowledged write and leaves nothing half done (embedded database)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-crash-'));
    const acknowledged = await crashAndCheck({ DATA_DIR: dataDir }, { kind: 'pglite', dataDir: join(dataDir, 'pg') }, 3400 + (process.pid % 200));
    expect(acknowledged.documentIds.length + acknowledged.applicationIds.length + acknowledged.paidReferences.length).toBeGreaterThan(0);
  }, 480_000);

  const serverUrl = process.env.DATABASE_URL;
  describe.runIf(serverUrl)('on PostgreSQL', () => {
    const name = `kusasa_crash_${Date.now().toString(36)}`;
    const adminQuery = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

    it('loses no acknowledged write and leaves nothing half done', async () => {
      await adminQuery(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-crash-pg-'));
      await crashAndCheck({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, { kind: 'postgres', url: url.toString() }, 3600 + (process.pid % 200));
    }, 480_000);
  });
});
