import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApi } from './api-build.ts';
import { apiBuildIsStale } from './build-freshness.js';

// The server's footprint (issue 33): the real process, as a deployment runs it, on a data
// directory (or database) an earlier start already migrated and seeded. For each database:
// the time from spawn to a 200 from /api/health, the RSS after IDLE_MS with nothing happening,
// and the RSS after 1,000 mixed requests. Not a test: a benchmark; the figures go in README.
//
//   npm run bench:footprint [-- --requests 1000 --idle 5000]

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const REQUESTS = Number(args.get('requests') || 1000);
const IDLE_MS = Number(args.get('idle') || 5000);
const PG_SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// How `npm start` runs the server (compiled JavaScript, decision 0426), beside the sources through tsx.
const ENTRIES = { compiled: ['scripts/start.js'], 'sources (tsx)': ['--import', 'tsx', 'apps/api/src/server.ts'] };
type Entry = keyof typeof ENTRIES;

// Public reads a visitor's browser makes, the policies' PDF, an unknown session and two 404s.
const MIX = [
  '/api/health',
  '/api/institutions',
  '/api/programs',
  '/api/subjects',
  '/api/institutions/uct',
  '/api/faqs',
  '/api/testimonials',
  '/api/partner-tiers',
  '/api/funding/cycles',
  '/api/legal/updates',
  '/api/legal/terms-of-service.pdf',
  '/api/auth/session',
  '/api/no-such-thing',
  '/api/institutions/no-such-college',
];

interface Run {
  child: ChildProcess;
  url: string;
  healthyMs: number;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns the server and polls /api/health until it answers 200; the time counts from the spawn. */
async function start(entry: Entry, env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, ENTRIES[entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 180_000) throw new Error(`the server did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const healthyMs = performance.now() - started;
  if (!output.includes('Kusasa is running at')) throw new Error(`no start line: ${output}`);
  return { child, url, healthyMs, output: () => output };
}

function stop(run: Run): Promise<void> {
  return new Promise((resolve) => {
    if (run.child.exitCode !== null) return resolve();
    run.child.once('exit', () => resolve());
    run.child.kill('SIGTERM');
  });
}

/** Resident memory of the process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function mixedRequests(url: string, total: number, concurrency = 8) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const path = MIX[next++ % MIX.length];
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return [...statuses].map(([status, count]) => `${status}x${count}`).join(' ');
}

interface Row {
  database: string;
  entry: Entry;
  healthyMs: number;
  idleMb: number;
  afterMb: number;
  statuses: string;
}

async function measure(database: string, env: Record<string, string>, entry: Entry): Promise<Row> {
  const run = await start(entry, env);
  try {
    const pid = run.child.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleMb = rssMb(pid);
    const statuses = await mixedRequests(run.url, REQUESTS);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { database, entry, healthyMs: run.healthyMs, idleMb, afterMb: rssMb(pid), statuses };
  } finally {
    await stop(run);
  }
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresReachable() {
  return adminQuery('select 1').then(
    () => true,
    () => false,
  );
}

// As `npm start` runs it (the embedded defaults), without the web app's files.
const common = { WEB_DIST: '/nonexistent-kusasa-web' };
const rows: Row[] = [];
if (apiBuildIsStale()) await buildApi();

/** Each entry on the same data, after a first start has migrated and seeded it (as the first `npm start` does). */
async function measureBoth(database: string, env: Record<string, string>) {
  await stop(await start('compiled', env));
  for (const entry of Object.keys(ENTRIES) as Entry[]) rows.push(await measure(database, env, entry));
}
const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-footprint-'));
try {
  await measureBoth('embedded (PGlite)', { ...common, DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (await postgresReachable()) {
  const name = `kusasa_footprint_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const pgDir = mkdtempSync(join(tmpdir(), 'kusasa-footprint-pg-'));
  try {
    const databaseUrl = new URL(PG_SERVER_URL);
    databaseUrl.pathname = `/${name}`;
    await measureBoth('PostgreSQL', { ...common, DATA_DIR: pgDir, DATABASE_URL: databaseUrl.href });
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  process.stdout.write(`PostgreSQL not reachable at ${PG_SERVER_URL}: skipped\n`);
}

process.stdout.write(`\nserver footprint (node ${process.version}, idle ${IDLE_MS} ms; ratio = compiled / sources in this run)\n`);
process.stdout.write('| database | run as | spawn to healthy | idle RSS | RSS after requests | statuses |\n|---|---|---|---|---|---|\n');
for (const row of rows) {
  const sources = rows.find((other) => other.database === row.database && other.entry !== 'compiled');
  const ratio = (value: number, of: number) => (row.entry === 'compiled' && sources ? ` (${(value / of).toFixed(2)}x)` : '');
  process.stdout.write(
    `| ${row.database} | ${row.entry} | ${(row.healthyMs / 1000).toFixed(2)} s${ratio(row.healthyMs, sources?.healthyMs ?? 1)} | ${row.idleMb.toFixed(0)} MB${ratio(row.idleMb, sources?.idleMb ?? 1)} | ${row.afterMb.toFixed(0)} MB (${REQUESTS} requests) | ${row.statuses} |\n`,
  );
}
