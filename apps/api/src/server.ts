import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle } from './db/database.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedReferenceCatalogue } from './features/catalogue/catalogue.seed.ts';
import type { App } from './http/types.ts';

// The only entry: config -> lock -> database -> migrate -> seed -> app -> listen.
// Startup problems print one line and exit 1; SIGTERM/SIGINT close gracefully.

/** Where the dev mailbox's token is kept for tools on this machine (DATA_DIR/dev-mailbox-token). */
export const DEV_MAILBOX_TOKEN_FILE = 'dev-mailbox-token';

export interface RunningServer {
  app: App;
  url: string;
  config: Config;
  stop(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const lock: DataDirLock | undefined = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : undefined;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabaseOrExplain(config);
    await migrateDatabase(database);
    await seedReferenceCatalogue(database.db);
    const app = await buildApp({ config, database });
    await writeDevMailboxToken(config);
    const url = await app.listen({ port: config.port, host: config.host });
    // Background jobs (document verification); stopped by app.close() through its onClose hook.
    app.jobs.start();
    app.housekeeping.start();
    app.messaging.worker.start();
    return { app, url, config, stop: gracefulStop(app, database, lock) };
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** Stops accepting, lets in-flight requests finish, then closes the database and frees the lock. */
export function gracefulStop(app: App, database: DatabaseHandle, lock?: DataDirLock): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      await app.close();
      await database.close();
      lock?.release();
    })());
}

/** Where the dev mailbox is and its key, said at start so nobody has to guess (never in production). */
export function devMailboxBanner(config: Config, url: string): string | undefined {
  if (config.isProduction) return undefined;
  return `Dev mailbox (outbox mail, reset links included; answers its token or a signed-in admin): ${url}/api/dev/mailbox?token=${config.devMailboxToken}`;
}

/** The dev mailbox's token in DATA_DIR/dev-mailbox-token, readable by its owner only, for tools on this machine. */
export async function writeDevMailboxToken(config: Config): Promise<void> {
  if (config.isProduction) return;
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, DEV_MAILBOX_TOKEN_FILE);
  await writeFile(file, `${config.devMailboxToken}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

async function openDatabaseOrExplain(config: Config): Promise<DatabaseHandle> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(config.database);
    await handle.ping();
    return handle;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    const variable = config.database.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR';
    const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    throw new ConfigError(variable, `${variable}: the database cannot be reached (${reason})`);
  }
}

export async function main() {
  let server: RunningServer;
  try {
    server = await startServer(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      process.stderr.write(`kusasa: ${error.message}\n`);
    } else {
      process.stderr.write(`kusasa: could not start: ${(error as Error).message}\n`);
    }
    process.exit(1);
  }
  server.app.log.info(`Kusasa is running at ${server.url}`);
  const mailbox = devMailboxBanner(server.config, server.url);
  if (mailbox) server.app.log.info(mailbox);
  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
