import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { schema, type Database, type DatabaseHandle } from './database.ts';

export async function openDatabase(database: Config['database'] | { kind: 'memory' }): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url);
  return openPglite(database.kind === 'memory' ? 'memory://' : database.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return handleFor('pglite', drizzle({ client, schema }), () => client.close());
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return handleFor('postgres', drizzle({ client: pool, schema }), () => pool.end());
}

function handleFor(kind: DatabaseHandle['kind'], db: Database, closeClient: () => Promise<void>): DatabaseHandle {
  let closed = false;
  return {
    kind,
    db,
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
