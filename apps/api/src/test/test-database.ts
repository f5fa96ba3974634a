import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';

// Each test file gets its own fresh, migrated database: an in-memory PGlite by default, or,
// when DATABASE_URL is set, a new database on that PostgreSQL server that is dropped afterwards.
// No test can see another file's data or a previous run's.

export async function openTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const handle = serverUrl ? await openFreshPostgres(serverUrl) : await openDatabase({ kind: 'memory' });
  if (migrated) await migrateDatabase(handle);
  return handle;
}

async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `kusasa_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
