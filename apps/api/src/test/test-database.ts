import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';

// Each test file gets its own fresh, migrated database: an in-memory PGlite by default, or,
// when DATABASE_URL is set, a new database on that PostgreSQL server that is dropped afterwards.
// No test can see another file's data or a previous run's.

export async function openTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return openFreshPostgres(serverUrl, migrated ? await migratedPostgresTemplate(serverUrl) : undefined);
  if (!migrated) return openDatabase({ kind: 'memory' });
  return openDatabase({ kind: 'memory', from: await migratedTemplate() });
}

// A new PGlite runs initdb (several seconds on a busy CPU) and then every migration. Both are the
// same for every test file, so the first file of a run migrates one database and leaves its data
// directory in the temp folder, named by the migrations' content; every later file (in any
// worker) loads a copy of it, which is a fraction of the cost. A changed migration names a new file.
const TEMPLATE_PREFIX = 'kusasa-pglite-migrated-';

async function migratedTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `${TEMPLATE_PREFIX}${await migrationsDigest()}.tar`);
  const saved = await readFile(path).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const handle = await openDatabase({ kind: 'memory' });
  try {
    await migrateDatabase(handle);
    const dump = await handle.dumpDataDir!();
    await saveAtomically(path, Buffer.from(await dump.arrayBuffer()));
    return dump;
  } finally {
    await handle.close();
  }
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    const content = await readFile(join(migrationsFolder, file)).catch(() => undefined);
    if (content) hash.update(file).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

// Workers may build the template at the same moment: each writes its own file and renames it into
// place, so a reader sees a whole file or none. Older templates are removed.
async function saveAtomically(path: string, bytes: Buffer) {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, path);
  const current = path.slice(tmpdir().length + 1);
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && name !== current) await rm(join(tmpdir(), name), { force: true });
  }
}

// On a PostgreSQL server the same idea is the server's own: a migrated template database, built
// once under an advisory lock (so workers wait rather than race) and copied by CREATE DATABASE.
const POSTGRES_TEMPLATE_PREFIX = 'kusasa_migrated_';
const TEMPLATE_LOCK = 727_001;

async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${await migrationsDigest()}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${POSTGRES_TEMPLATE_PREFIX}%`]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`create database ${name}_partial`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, `${name}_partial`) });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${name}_partial rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openFreshPostgres(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `kusasa_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  await withAdmin(serverUrl, (admin) => admin.query(statement));
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
