import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seedReferenceCatalogue } from '../features/catalogue/catalogue.seed.ts';
import type { App } from '../http/types.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

// Uploads in tests go to a throwaway folder, never to ./data (a test that inspects files passes its own).
const testFileStorageDir = mkdtempSync(join(tmpdir(), 'kusasa-test-files-'));

/** Real-looking Information Officer details, so a test may switch NODE_ENV to production. */
export const TEST_INFORMATION_OFFICER = {
  INFORMATION_OFFICER_NAME: 'Naledi Mokoena',
  INFORMATION_OFFICER_EMAIL: 'information.officer@kusasa.co.za',
  INFORMATION_OFFICER_PHONE: '+27 11 555 0123',
  INFORMATION_OFFICER_ADDRESS: '12 Jorissen Street, Braamfontein, Johannesburg, 2001',
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-kusasa-web',
    FILE_STORAGE_DIR: testFileStorageDir,
    FILE_STORAGE: 'disk',
    MAIL_TRANSPORT: 'outbox',
    ...TEST_INFORMATION_OFFICER,
    SELLER_ADDRESS: '12 Jorissen Street, Braamfontein, Johannesburg, 2001',
    ...env,
  });
}

/**
 * Another instance of the app on an existing database, with its own settings (a second server,
 * production mode, a proxy in front). Feature tests build one here, never from app.ts themselves.
 */
export function buildAppOn(database: DatabaseHandle, env: Record<string, string> = {}): Promise<App> {
  return buildTestAppOn(database, { env });
}

type AppOptions = { env?: Record<string, string> } & Pick<
  AppDeps,
  'clock' | 'adapters' | 'notificationHeartbeatMs' | 'systemStatusStream' | 'maintenanceCacheMs'
>;

/** Another app instance on a database a test already has (as a second server would be); close it yourself. */
export async function buildTestAppOn(database: DatabaseHandle, { env, ...deps }: AppOptions = {}): Promise<App> {
  const app = await buildApp({ config: testConfig(env), database, ...deps });
  await app.ready();
  return app;
}

/** The real app on a fresh database, for `app.inject`. Call close() in afterAll. */
export async function createTestApp(
  options: { env?: Record<string, string>; seedCatalogue?: boolean } & Pick<
    AppDeps,
    'clock' | 'adapters' | 'notificationHeartbeatMs' | 'loggerInstance' | 'systemStatusStream'
  > = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seedCatalogue) await seedReferenceCatalogue(database.db);
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    adapters: options.adapters,
    notificationHeartbeatMs: options.notificationHeartbeatMs,
    loggerInstance: options.loggerInstance,
    systemStatusStream: options.systemStatusStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
