import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedReferenceCatalogue } from '../apps/api/src/features/catalogue/catalogue.seed.ts';
import { compareEmbeddedPlans } from './bench-api/embedded-plans.ts';
import { formatResult, load, type Case, type Result } from './bench-api/measure.ts';
import { LEARNER, prepare, seedLearner, signIn, startBare } from './bench-api/setup.ts';
import { adminQuery } from './support/admin-query.ts';
import { benchArgs } from './support/bench-args.ts';
import { startServerProcess, stopServerProcess } from './support/server-process.ts';

// Kusasa's API beside a bare node:http + pg server running the same SQL, measured in one run on
// the same PostgreSQL with autocannon (CONNECTIONS connections, DURATION seconds a case, Kusasa
// then bare, twice, best of each kept). Then Kusasa alone on the embedded database: in-process
// with PGlite planning each statement vs keeping read plans, then over HTTP.
//
//   npm run bench:api [-- --connections 50 --duration 10 --only health,dashboard,login --embedded no]

const args = benchArgs();
const CONNECTIONS = Number(args.get('connections') ?? 50);
const DURATION = Number(args.get('duration') ?? 10);
const ONLY = args.get('only')?.split(',');
const EMBEDDED = args.get('embedded') !== 'no';
const SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_PORT moves both servers (Kusasa on it, the bare one on the next) off the defaults.
const KUSASA_PORT = Number(process.env.BENCH_PORT ?? 3580);
const BARE_PORT = KUSASA_PORT + 1;
const LOAD = { connections: CONNECTIONS, duration: DURATION };

async function main() {
  const name = `kusasa_bench_api_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(SERVER_URL, `create database ${name}`);
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
    const scripts = await prepare(databaseUrl, cases, cookie, KUSASA_PORT);
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
    const bare = await startBare(scriptFile, databaseUrl, BARE_PORT);
    console.log('| request | Kusasa | bare | ratio | CPU ratio |\n|---|---|---|---|---|');
    try {
      for (const benchCase of cases) {
        const runs: { k: Result; b: Result }[] = [];
        for (let round = 0; round < 2; round += 1) {
          runs.push({
            k: await load(kusasa.url, benchCase, LOAD, kusasa.child.pid),
            b: await load(`http://127.0.0.1:${BARE_PORT}`, benchCase, LOAD, bare.pid),
          });
        }
        const k = runs.reduce((best, run) => (run.k.rps > best.rps ? run.k : best), runs[0]!.k);
        const b = runs.reduce((best, run) => (run.b.rps > best.rps ? run.b : best), runs[0]!.b);
        // CPU ratio: the bare server's CPU per request over Kusasa's (1.00x = no framework overhead).
        const kCpu = Math.min(...runs.map((run) => run.k.cpuUs));
        const bCpu = Math.min(...runs.map((run) => run.b.cpuUs));
        console.log(
          `| ${benchCase.name} | ${formatResult(k)} | ${formatResult(b)} | ${(k.rps / b.rps).toFixed(2)}x | ${kCpu && bCpu ? `${(bCpu / kCpu).toFixed(2)}x` : ''} |`,
        );
      }
      if (!ONLY || ONLY.includes('login')) {
        const loginCase: Case = {
          name: 'login',
          path: '/api/auth/login',
          method: 'POST',
          body: JSON.stringify({ ...LEARNER, remember: false, portal: 'any' }),
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${KUSASA_PORT}` },
        };
        console.log(`| login (argon2id, no bare) | ${formatResult(await load(kusasa.url, loginCase, LOAD, kusasa.child.pid))} | | | |`);
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
        console.log(
          `| ${benchCase.name} | ${formatResult(await load(embedded.url, { ...benchCase, headers: { cookie: embeddedCookie } }, LOAD, embedded.child.pid))} |`,
        );
    } finally {
      await stopServerProcess(embedded, 'SIGTERM');
    }
  } finally {
    await adminQuery(SERVER_URL, `drop database if exists ${name} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
