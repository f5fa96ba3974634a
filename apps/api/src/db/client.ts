import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import { assertChannelName, schema, type Database, type DatabaseHandle, type ListenHandlers } from './database.ts';

/**
 * An in-memory PGlite; `from` is a data directory dumped by `dumpDataDir` to start from (tests'
 * migrated template). `planEachTime` leaves PGlite's own query path, for bench:api's comparison.
 */
export type MemoryDatabase = { kind: 'memory'; from?: Blob; planEachTime?: boolean };

export async function openDatabase(database: Config['database'] | MemoryDatabase): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url);
  if (database.kind === 'memory') return openPglite('memory://', database.from, !database.planEachTime);
  return openPglite(database.dataDir);
}

async function openPglite(dataDir: string, from?: Blob, keepPlans = true): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { keepReadPlans } = await import('./pglite-plans.ts');
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: from, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  if (keepPlans) keepReadPlans(client);
  // PGlite has one connection and no cross-process delivery: its listen is all embedded mode needs.
  const listen = async (channel: string, { onPayload }: ListenHandlers) => {
    assertChannelName(channel);
    const stop = await client.listen(channel, onPayload);
    return () => (client.closed ? Promise.resolve() : stop());
  };
  // The ping uses the simple protocol (exec): on PGlite, where every query is CPU in this process, it is about half the cost of query's parse-bind-execute.
  const handle = handleFor(
    'pglite',
    drizzle({ client, schema }),
    listen,
    () => client.close(),
    () => client.exec('select 1'),
  );
  return { ...handle, dumpDataDir: () => client.dumpDataDir('none') };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { listenOnPostgres } = await import('./pg-listener.ts');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const listen = (channel: string, handlers: ListenHandlers) => listenOnPostgres(url, channel, handlers);
  return handleFor(
    'postgres',
    drizzle({ client: pool, schema }),
    listen,
    () => pool.end(),
    () => pool.query('select 1'),
  );
}

// The ping (every health check, which load balancers ask for often) goes to the driver itself:
// through Drizzle, building and mapping the query was a tenth of a health check's CPU (bench:api).
function handleFor(
  kind: DatabaseHandle['kind'],
  db: Database,
  listen: DatabaseHandle['listen'],
  closeClient: () => Promise<void>,
  selectOne: () => Promise<unknown>,
): DatabaseHandle {
  let closed = false;
  return {
    kind,
    db,
    listen,
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await selectOne();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
