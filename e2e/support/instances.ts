import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_ADMIN } from './accounts';
import { E2E_MAILBOX_TOKEN, MAIN_PORT } from './servers';

// Two Kusasa processes over one PostgreSQL database, as behind a load balancer: the test makes
// its own database on the machine's PostgreSQL server (PG_SERVER_URL, default the local one),
// starts both instances on their own ports with shared files and link key, and drops it all.

export const PG_SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Instances {
  urls: [string, string];
  databaseUrl: string;
  query<T extends pg.QueryResultRow>(statement: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`instance at ${url} exited: ${log()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance at ${url} did not become healthy: ${log()}`);
}

export async function startTwoInstances(): Promise<Instances> {
  const name = `kusasa_e2e_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const shared = {
    DATABASE_URL: databaseUrl,
    FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kusasa-two-files-')),
    FILE_SIGNING_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DEV_MAILBOX_TOKEN: E2E_MAILBOX_TOKEN,
  };
  // The admin first, with the operator CLI (it also migrates the new database).
  execFileSync('npm', ['run', '--silent', 'cli', '--', 'create-admin', '--email', E2E_ADMIN.email, '--password', E2E_ADMIN.password], {
    env: { ...process.env, ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-two-cli-')) },
    stdio: 'ignore',
  });

  const ports = [MAIN_PORT + 20, MAIN_PORT + 21] as const;
  const children = ports.map((port) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      env: { ...process.env, ...shared, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-two-data-')) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, port, log: () => output };
  });
  const urls = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  try {
    await Promise.all(children.map(({ child, log }, index) => waitForHealth(urls[index] ?? '', child, log)));
  } catch (error) {
    for (const { child } of children) child.kill('SIGKILL');
    await adminQuery(`drop database if exists ${name} with (force)`);
    throw error;
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    urls,
    databaseUrl,
    async query<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []) {
      return (await pool.query<T>(statement, values)).rows;
    },
    async stop() {
      await pool.end();
      await Promise.all(
        children.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
