import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApi } from './api-build.ts';
import { apiBuildIsStale } from './build-freshness.js';
import { ENTRIES, WEB_MIX, mixedRequests, rssMb, start, stop, type Entry } from './bench-footprint/server-process.ts';
import { buildWeb, webBuildIsStale, webDist } from './web-build.ts';

// The server's footprint (issue 33): the real process, as a deployment runs it, on a data
// directory (or database) an earlier start already migrated and seeded. For each database:
// the time from spawn to a 200 from /api/health, the RSS after IDLE_MS with nothing happening,
// and the RSS after 1,000 mixed requests; with --soak, the compiled server under a steady mixed
// load for that many seconds, its RSS sampled every 30 s. Not a test: a benchmark; the figures go
// in README. With --web, the compiled server also serves the web app's files (built if stale) and
// gets 1,000 document-page requests, most rendered at request time: what the renderer holds.
//
//   npm run bench:footprint [-- --requests 1000 --idle 5000 --soak 600 --web]

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const REQUESTS = Number(args.get('requests') || 1000);
const IDLE_MS = Number(args.get('idle') || 5000);
const SOAK_S = Number(args.get('soak') || 0);
const WEB = args.has('web');
const PG_SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  database: string;
  entry: Entry | 'compiled + web pages';
  healthyMs: number;
  idleMb: number;
  afterMb: number;
  statuses: string;
}

async function measure(database: string, env: Record<string, string>, entry: Entry, web = false): Promise<Row> {
  const run = await start(entry, web ? { ...env, WEB_DIST: webDist } : env);
  try {
    const pid = run.child.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleMb = rssMb(pid);
    const statuses = await mixedRequests(run.url, { total: REQUESTS }, 8, web ? WEB_MIX : undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { database, entry: web ? 'compiled + web pages' : entry, healthyMs: run.healthyMs, idleMb, afterMb: rssMb(pid), statuses };
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
if (WEB && webBuildIsStale()) buildWeb();

interface Soak {
  database: string;
  samples: number[];
  statuses: string;
}
const soaks: Soak[] = [];

/** The compiled server under two requests at a time for SOAK_S seconds; RSS every 30 s. */
async function soak(database: string, env: Record<string, string>) {
  const run = await start('compiled', env);
  try {
    const pid = run.child.pid ?? 0;
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 30_000);
    const statuses = await mixedRequests(run.url, { untilMs: performance.now() + SOAK_S * 1000 }, 2);
    clearInterval(sampler);
    soaks.push({ database, samples, statuses });
  } finally {
    await stop(run);
  }
}

/** Each entry on the same data, after a first start has migrated and seeded it (as the first `npm start` does). */
async function measureBoth(database: string, env: Record<string, string>) {
  await stop(await start('compiled', env));
  for (const entry of Object.keys(ENTRIES) as Entry[]) rows.push(await measure(database, env, entry));
  if (WEB) rows.push(await measure(database, env, 'compiled', true));
  if (SOAK_S > 0) await soak(database, env);
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
  const sources = rows.find((other) => other.database === row.database && other.entry === 'sources (tsx)');
  const ratio = (value: number, of: number) => (row.entry === 'compiled' && sources ? ` (${(value / of).toFixed(2)}x)` : '');
  process.stdout.write(
    `| ${row.database} | ${row.entry} | ${(row.healthyMs / 1000).toFixed(2)} s${ratio(row.healthyMs, sources?.healthyMs ?? 1)} | ${row.idleMb.toFixed(0)} MB${ratio(row.idleMb, sources?.idleMb ?? 1)} | ${row.afterMb.toFixed(0)} MB (${REQUESTS} requests) | ${row.statuses} |\n`,
  );
}
// RSS under load is a garbage collector's sawtooth: growth shows as the last third of the samples
// sitting above the first third, not as one sample above another.
const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / Math.max(1, values.length);
for (const { database, samples, statuses } of soaks) {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const [first, last] = [mean(samples.slice(0, third)), mean(samples.slice(-third))];
  process.stdout.write(
    `\n${database}, ${SOAK_S} s of steady load (compiled): RSS ${samples.map((mb) => mb.toFixed(0)).join(' ')} MB every 30 s; ` +
      `mean of the last third / the first third ${last.toFixed(0)} / ${first.toFixed(0)} MB = ${(last / Math.max(1, first)).toFixed(2)}x; ${statuses}\n`,
  );
}
