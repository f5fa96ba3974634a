import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts.ts';
import { e2eDatabaseUrl } from './e2e/support/e2e-database.ts';
import { E2E_MAILBOX_TOKEN, E2E_SMSC, MAIN_PORT, SHORT_SESSION_PORT, SMSC_HTTP_PORT, SMSC_PORT } from './e2e/support/servers.ts';

// End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against
// the real product: `npm start` on a throwaway data directory, or on DATABASE_URL when set.
const port = MAIN_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-e2e-'));
const shortSessionDataDir = mkdtempSync(join(tmpdir(), 'kusasa-e2e-short-'));
const databaseUrl = e2eDatabaseUrl();
// On PostgreSQL both servers share one database and so one job queue: either may run a document
// check, so they share the uploaded files too, as several production instances would.
// Reminders by SMS through the fake SMSC, at any hour, looked for every 5 seconds.
const smsThroughFakeSmsc = {
  SMPP_HOST: '127.0.0.1',
  SMPP_PORT: String(SMSC_PORT),
  SMPP_SYSTEM_ID: E2E_SMSC.systemId,
  SMPP_PASSWORD: E2E_SMSC.password,
  QUIET_HOURS: 'none',
  HOUSEKEEPING_INTERVAL_SECONDS: '5',
};
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
      // A carrier's SMSC (issue 30's reminders by SMS): the main server binds it over SMPP.
      command: 'npx tsx e2e/support/fake-smsc.ts',
      url: `http://127.0.0.1:${SMSC_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
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
        // The journeys' helpers register each learner from its own address (e2e/support/accounts.ts).
        TRUST_PROXY: '127.0.0.1',
        ...smsThroughFakeSmsc,
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
        // On PostgreSQL this server's outbox worker may send the main server's messages too.
        ...smsThroughFakeSmsc,
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
