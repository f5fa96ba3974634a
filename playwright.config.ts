import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts.ts';
import { e2eDatabaseUrl } from './e2e/support/e2e-database.ts';
import { E2E_MAILBOX_TOKEN, MAIN_PORT, SHORT_SESSION_PORT } from './e2e/support/servers.ts';

// End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against
// the real product: `npm start` on a throwaway data directory, or on DATABASE_URL when set.
const port = MAIN_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-e2e-'));
const shortSessionDataDir = mkdtempSync(join(tmpdir(), 'kusasa-e2e-short-'));
const databaseUrl = e2eDatabaseUrl();
// On PostgreSQL both servers share one database and so one job queue: either may run a document
// check, so they share the uploaded files too, as several production instances would.
const sharedFiles = { FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kusasa-e2e-files-')), FILE_SIGNING_SECRET: randomBytes(32).toString('hex') };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails twice fails the run, and one that needed the retry is
  // reported as flaky (seen once: an axe colour-contrast reading taken mid-transition in the
  // dark theme on a busy machine).
  retries: 1,
  forbidOnly: true,
  reporter: [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The admin is made first with the operator CLI (there is no admin sign-up); the CLI takes the
      // data directory's lock and releases it before the server starts on the same database.
      command: `npm run cli -- create-admin --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} --name "E2E Admin" && npm start`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEV_MAILBOX_TOKEN: E2E_MAILBOX_TOKEN,
        ...sharedFiles,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Sessions of 6 seconds, for e2e/session-expiry.spec.ts. It starts after the first server has
      // built the web app, and uses the same database when DATABASE_URL is set.
      command: 'npx tsx apps/api/src/server.ts',
      url: `http://127.0.0.1:${SHORT_SESSION_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(SHORT_SESSION_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: shortSessionDataDir,
        SESSION_TTL_MINUTES: '0.1',
        LOG_LEVEL: 'warn',
        DEV_MAILBOX_TOKEN: E2E_MAILBOX_TOKEN,
        ...sharedFiles,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
