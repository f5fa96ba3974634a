import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { Database } from '../apps/api/src/db/database.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedReferenceCatalogue } from '../apps/api/src/features/catalogue/catalogue.seed.ts';
import { createUsersService } from '../apps/api/src/core/users/users.service.ts';
import type { RecordedStatement } from './bench-api/bare-server.ts';
import { compareEmbeddedPlans } from './bench-api/embedded-plans.ts';
import { recordStatements } from './bench-api/record-sql.ts';
import { startServerProcess, stopServerProcess } from './support/server-process.ts';

// Kusasa's API beside a bare node:http + pg server running the same SQL, measured in one run on
// the same PostgreSQL with autocannon (CONNECTIONS connections, DURATION seconds a case, Kusasa
// then bare, twice, best of each kept). Then Kusasa alone on the embedded database: in-process
// with PGlite planning each statement vs keeping read plans, then over HTTP.
//
//   npm run bench:api [-- --connections 50 --duration 10 --only health,dashboard,login --embedded no]

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const CONNECTIONS = Number(args.get('connections') ?? 50);
const DURATION = Number(args.get('duration') ?? 10);
const ONLY = args.get('only')?.split(',');
const EMBEDDED = args.get('embedded') !== 'no';
const SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LEARNER = { email: 'bench-learner@example.test', password: 'bench api passphrase 2026', fullName: 'Bench Learner' };
// BENCH_PORT moves both servers (Kusasa on it, the bare one on the next) off the defaults.
const KUSASA_PORT = Number(process.env.BENCH_PORT ?? 3580);
const BARE_PORT = KUSASA_PORT + 1;

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface Result {
  rps: number;
  p99: number;
  errors: number;
  /** The server process's own CPU time (user + system) per answered request, in microseconds. */
  cpuUs: number;
}

// Throughput on a shared machine swings with whatever else runs; the CPU a server spends per
// request does not, so each result carries it too (Linux /proc, 100 ticks a second, else 0).
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function load(url: string, benchCase: Case, pid?: number): Promise<Result> {
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({
    url: `${url}${benchCase.path}`,
    method: benchCase.method ?? 'GET',
    body: benchCase.body,
    headers: benchCase.headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: result.requests.total ? (cpu * 1e6) / result.requests.total : 0,
  };
}

async function seedLearner(db: Database) {
  await createUsersService(db).ensureAccount({ ...LEARNER, userType: 'student' });
  await db.execute(sql`update users set id_verified = true, tracking_id = 'KUS-BENCH001' where email = ${LEARNER.email}`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ ...LEARNER, remember: true, portal: 'any' }),
  });
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** Prepares a database with the catalogue and one learner; records the SQL of each case in-process. */
async function prepare(databaseUrl: string, cases: Case[], cookie: { value: string }) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateDatabase(handle);
  await seedReferenceCatalogue(handle.db);
  await seedLearner(handle.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${KUSASA_PORT}`,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database: handle });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: config.publicUrl },
    payload: { ...LEARNER, remember: true, portal: 'any' },
  });
  cookie.value = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const scripts: Record<string, RecordedStatement[]> = {};
  for (const benchCase of cases.filter((c) => c.method !== 'POST')) {
    scripts[benchCase.path] = await recordStatements(() => app.inject({ method: 'GET', url: benchCase.path, headers: { cookie: cookie.value } }));
  }
  await app.close();
  await handle.close();
  return scripts;
}

function startBare(scriptFile: string, databaseUrl: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF profiles the bare server too (its file is the one with bare-server's frames), to compare like with like.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/bench-api/bare-server.ts', String(BARE_PORT), scriptFile, databaseUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms${r.cpuUs ? `, ${r.cpuUs.toFixed(0)} µs CPU` : ''}${r.errors ? `, ${r.errors} errors` : ''}`;

async function main() {
  const name = `kusasa_bench_api_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const cookie = { value: '' };
  const cases: Case[] = [
    { name: 'health', path: '/api/health' },
    { name: 'catalogue list', path: '/api/institutions' },
    { name: 'session read', path: '/api/auth/session' },
    { name: 'dashboard read', path: '/api/dashboard' },
  ].filter((c) => !ONLY || ONLY.some((word) => c.name.startsWith(word)));
  try {
    const scripts = await prepare(databaseUrl, cases, cookie);
    for (const benchCase of cases) benchCase.headers = { cookie: cookie.value };
    const scriptFile = join(mkdtempSync(join(tmpdir(), 'kusasa-bench-api-')), 'sql.json');
    writeFileSync(scriptFile, JSON.stringify(scripts));
    const statements = Object.fromEntries(Object.entries(scripts).map(([path, list]) => [path, list.length]));
    console.log(
      `Kusasa API vs bare node:http + pg, same SQL (${JSON.stringify(statements)} statements), PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s a run.\n`,
    );

    // At the default log level (info), as deployed: request logging is part of the per-request cost.
    const kusasa = await startServerProcess(
      { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-bench-api-data-')), LOG_LEVEL: 'info' },
      KUSASA_PORT,
    );
    const bare = await startBare(scriptFile, databaseUrl);
    console.log('| request | Kusasa | bare | ratio | CPU ratio |\n|---|---|---|---|---|');
    try {
      for (const benchCase of cases) {
        const runs: { k: Result; b: Result }[] = [];
        for (let round = 0; round < 2; round += 1) {
          runs.push({ k: await load(kusasa.url, benchCase, kusasa.child.pid), b: await load(`http://127.0.0.1:${BARE_PORT}`, benchCase, bare.pid) });
        }
        const k = runs.reduce((best, run) => (run.k.rps > best.rps ? run.k : best), runs[0]!.k);
        const b = runs.reduce((best, run) => (run.b.rps > best.rps ? run.b : best), runs[0]!.b);
        // CPU ratio: the bare server's CPU per request over Kusasa's (1.00x = no framework overhead).
        const kCpu = Math.min(...runs.map((run) => run.k.cpuUs));
        const bCpu = Math.min(...runs.map((run) => run.b.cpuUs));
        console.log(`| ${benchCase.name} | ${fmt(k)} | ${fmt(b)} | ${(k.rps / b.rps).toFixed(2)}x | ${kCpu && bCpu ? `${(bCpu / kCpu).toFixed(2)}x` : ''} |`);
      }
      if (!ONLY || ONLY.includes('login')) {
        const loginCase: Case = {
          name: 'login',
          path: '/api/auth/login',
          method: 'POST',
          body: JSON.stringify({ ...LEARNER, remember: false, portal: 'any' }),
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${KUSASA_PORT}` },
        };
        console.log(`| login (argon2id, no bare) | ${fmt(await load(kusasa.url, loginCase, kusasa.child.pid))} | | | |`);
      }
    } finally {
      bare.kill('SIGTERM');
      await stopServerProcess(kusasa, 'SIGTERM');
    }

    if (!EMBEDDED) return;
    // The single-machine default: the embedded database.
    const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-bench-embedded-'));
    const local = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    await migrateDatabase(local);
    await seedLearner(local.db);
    await seedReferenceCatalogue(local.db);
    const template = await local.dumpDataDir!();
    await local.close();
    await compareEmbeddedPlans(
      template,
      cases.filter((c) => c.name !== 'health'),
      { ...LEARNER, remember: true, portal: 'any' },
    );
    const embedded = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, KUSASA_PORT);
    try {
      const embeddedCookie = await signIn(embedded.url);
      console.log(`\nEmbedded database (PGlite), ${CONNECTIONS} connections (target p99 < 200 ms):\n\n| request | Kusasa |\n|---|---|`);
      for (const benchCase of cases)
        console.log(`| ${benchCase.name} | ${fmt(await load(embedded.url, { ...benchCase, headers: { cookie: embeddedCookie } }, embedded.child.pid))} |`);
    } finally {
      await stopServerProcess(embedded, 'SIGTERM');
    }
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
