import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { percentile } from './bench-stats.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

// Results day: LEARNERS learners sign in within WINDOW_S seconds and read their dashboard and
// their applications, through two app instances over one PostgreSQL database (each learner signs
// in on one instance and reads through the other, as a load balancer would mix them). Prints the
// error count (target 0) and latency percentiles (target p99 < 250 ms). Not a test: a benchmark.
//
//   npm run bench:results-day [-- --learners 2000 --window 120]

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const LEARNERS = Number(args.get('learners') ?? 2000);
const WINDOW_S = Number(args.get('window') ?? 120);
const SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'results day passphrase 2026';

async function adminQuery(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Learners as registration leaves them (verified, Starter plan, tracking id), each with a submitted application. */
async function seedLearners(databaseUrl: string, count: number) {
  const passwordHash = await hash(PASSWORD);
  const [programme] = await adminQuery(databaseUrl, 'select id, institution_id from programmes where active limit 1');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (email, password_hash, full_name, user_type, id_verified, tracking_id, email_confirmed_at)
       select 'results-' || n || '@example.test', $1, 'Learner ' || n, 'student', true, 'KUS-' || lpad(n::text, 8, '0'), now()
       from generate_series(1, $2) as n`,
      [passwordHash, count],
    );
    await client.query(`insert into user_plans (user_id, plan_id, active) select id, 'starter', true from users where email like 'results-%'`);
    await client.query(
      `insert into applications (user_id, institution_id, program_id, grade12_results, status)
       select id, $1, $2, 'Bachelor pass', 'submitted' from users where email like 'results-%'`,
      [programme?.institution_id, programme?.id],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}

interface Sample {
  name: 'sign in' | 'dashboard' | 'applications';
  ms: number;
  ok: boolean;
}

async function timed(name: Sample['name'], samples: Sample[], request: () => Promise<Response>): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    samples.push({ name, ms: performance.now() - started, ok: response.ok });
    return response;
  } catch {
    samples.push({ name, ms: performance.now() - started, ok: false });
    return undefined;
  }
}

async function learnerVisit(n: number, signInAt: string, readAt: string, samples: Sample[]) {
  const login = await timed('sign in', samples, () =>
    fetch(`${signInAt}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: signInAt, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ email: `results-${n}@example.test`, password: PASSWORD, remember: false, portal: 'any' }),
    }),
  );
  const cookie = login?.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) return;
  await timed('dashboard', samples, () => fetch(`${readAt}/api/dashboard`, { headers: { cookie } }));
  await timed('applications', samples, () => fetch(`${readAt}/api/applications`, { headers: { cookie } }));
}

async function main() {
  const name = `kusasa_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(SERVER_URL, `create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const instances: ServerProcess[] = [];
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kusasa-bench-files-')),
      FILE_SIGNING_SECRET: randomBytes(32).toString('hex'),
    };
    instances.push(await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-bench-a-')) }, 3480));
    instances.push(await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'kusasa-bench-b-')) }, 3481));
    await seedLearners(databaseUrl, LEARNERS);
    const [a, b] = instances.map((instance) => instance.url) as [string, string];

    console.log(`Results day: ${LEARNERS} learners sign in and read their dashboard and applications within ${WINDOW_S} s, two instances, PostgreSQL.`);
    const samples: Sample[] = [];
    const spacingMs = (WINDOW_S * 1000) / LEARNERS;
    const started = performance.now();
    const visits: Promise<void>[] = [];
    for (let n = 1; n <= LEARNERS; n += 1) {
      const due = started + (n - 1) * spacingMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      visits.push(n % 2 === 0 ? learnerVisit(n, a, b, samples) : learnerVisit(n, b, a, samples));
    }
    await Promise.all(visits);
    const elapsed = (performance.now() - started) / 1000;

    const rows = (['sign in', 'dashboard', 'applications'] as const).map((kind) => {
      const own = samples.filter((sample) => sample.name === kind);
      const times = own.map((sample) => sample.ms);
      return {
        request: kind,
        count: own.length,
        errors: own.filter((sample) => !sample.ok).length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      };
    });
    const all = samples.map((sample) => sample.ms);
    const errors = samples.filter((sample) => !sample.ok).length + (LEARNERS * 3 - samples.length);
    console.log(`\n| request | count | errors | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|`);
    for (const row of rows)
      console.log(`| ${row.request} | ${row.count} | ${row.errors} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} |`);
    console.log(
      `| all | ${samples.length} | ${errors} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 95).toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`,
    );
    console.log(`\n${LEARNERS} learners in ${elapsed.toFixed(1)} s; errors ${errors} (target 0); p99 ${percentile(all, 99).toFixed(1)} ms (target < 250 ms).`);
  } finally {
    await Promise.all(instances.map((instance) => stopServerProcess(instance, 'SIGTERM')));
    await adminQuery(SERVER_URL, `drop database if exists ${name} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
