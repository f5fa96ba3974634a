import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, defaultAnalyticsRange } from '@kusasa/domain/rules/analytics';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../apps/api/src/db/database.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { createAdminAnalyticsRepo } from '../apps/api/src/features/admin-analytics/admin-analytics.repo.ts';
import { useReportSettings, type Span } from '../apps/api/src/features/admin-analytics/analytics-sql.ts';
import { createAdminAnalyticsService } from '../apps/api/src/features/admin-analytics/admin-analytics.service.ts';
import { BUILT_IN_SECTIONS } from '../apps/api/src/features/admin-analytics/sections.ts';
import { seedReferenceCatalogue } from '../apps/api/src/features/catalogue/catalogue.seed.ts';
import { median, percentile } from './bench-stats.ts';

// The admin analytics on a year of generated data: LEARNERS learners (100,000 by default) with
// their profiles, documents, applications and payments, written by generate_series in a fresh
// PostgreSQL database that is dropped afterwards. Each analytics query runs RUNS times for the
// last 30 days and for the whole year; prints each one's median and p95 (target p95 < 300 ms).
// Not a test: a benchmark.
//
//   npm run bench:analytics [-- --learners 100000 --runs 20 --without-indexes --keep]

const args = new Map(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1]?.startsWith('--') === false ? all[i + 1]! : '']] : [])),
);
const LEARNERS = Number(args.get('learners') || 100_000);
const RUNS = Number(args.get('runs') || 20);
const WITHOUT_INDEXES = args.has('without-indexes');
/** Keep the generated database (its name is printed) to look at plans; drop it yourself. */
const KEEP = args.has('keep');
const SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = 300;
/** The indexes migration 0015_maintenance_and_analytics_indexes adds; --without-indexes drops them to compare. */
const ANALYTICS_INDEXES = ['users_created_at_idx', 'applications_created_at_idx', 'documents_created_at_idx', 'payments_created_at_idx'];

async function adminQuery(statement: string, url = SERVER_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One year of learners and what they did, in a handful of set-based statements. */
async function generate(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, statement: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(statement, values);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await step(
      'learners',
      `insert into users (email, full_name, user_type, id_verified, created_at, updated_at)
       select 'bench-' || n || '@example.test', 'Learner ' || n, 'student', true, at, at
       from (select n, now() - random() * interval '365 days' as at from generate_series(1, $1::int) n) s`,
      [LEARNERS],
    );
    await step(
      'other audiences',
      `insert into users (email, full_name, user_type, created_at, updated_at)
       select 'bench-other-' || n || '@example.test', 'Person ' || n, (array['consultant','institution','sponsor','nsfas','admin'])[1 + n % 5], at, at
       from (select n, now() - random() * interval '365 days' as at from generate_series(1, $1::int) n) s`,
      [Math.max(10, Math.round(LEARNERS / 50))],
    );
    await step(
      'finished profiles',
      `insert into profile_progress (user_id, current_step, is_data_saved, completed_at, updated_at)
       select id, 5, true, least(created_at + interval '2 days', now()), now() from users where user_type = 'student' and random() < 0.6`,
    );
    await step(
      'documents',
      `insert into documents (user_id, file_path, document_type, mime_type, size_bytes, verification_status, verification, verified_at, created_at, updated_at)
       select id, 'users/' || id || '/documents/' || kind || '.pdf', kind, 'application/pdf', 120000,
              case when reviewed then (array['approved','rejected','request_resubmission'])[1 + (roll * 10)::int % 3] else coalesce(auto, 'pending') end,
              case when auto is null and not reviewed then null else jsonb_strip_nulls(jsonb_build_object(
                'status', auto, 'confidence', 0.9,
                'reviewedAt', case when reviewed then to_char((uploaded + (roll * 72) * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end)) end,
              case when reviewed then uploaded + (roll * 72) * interval '1 hour' end, uploaded, uploaded
       from (
         select u.id, kinds.kind, least(u.created_at + random() * interval '20 days', now()) as uploaded, random() as roll,
                (array[null,'approved','approved','rejected','request_resubmission','pending'])[1 + floor(random() * 6)::int] as auto,
                random() < 0.6 as reviewed
         from users u
         cross join lateral (select (array['idDocument','grade12Results','proofOfResidence','grade11Results'])[g] as kind from generate_series(1, 1 + abs(hashtext(u.id::text)) % 4) g) kinds
         where u.user_type = 'student' and abs(hashtext(u.email)) % 10 < 7
       ) d`,
    );
    await step(
      'applications',
      `with catalogue as (select array_agg(id order by id) as ids, array_agg(institution_id order by id) as institutions from programmes)
       insert into applications (user_id, institution_id, program_id, status, submitted_at, created_at, updated_at)
       select a.id, c.institutions[a.pick], c.ids[a.pick], a.status, case when a.status <> 'draft' then a.at end, a.at, a.at
       from catalogue c, (
         select u.id, 1 + abs(hashtext(u.id::text || g)) % (select count(*)::int from programmes) as pick,
                (array['draft','submitted','submitted','under-review','approved','rejected','resubmission-required'])[1 + floor(random() * 7)::int] as status,
                least(u.created_at + random() * interval '30 days', now()) as at
         from users u cross join lateral generate_series(1, 1 + abs(hashtext(u.email)) % 3) g
         where u.user_type = 'student' and abs(hashtext(u.id::text)) % 100 < 55
       ) a`,
    );
    await step(
      'payments',
      `insert into payments (user_id, merchant_reference, plan_id, tier, amount_cents, status, provider, paid_at, resolved_at, created_at, updated_at)
       select case when orphan then null else id end, 'BENCH-' || row_number() over (), plan, case plan when 'essential' then 'basic' else 'premium' end,
              case plan when 'essential' then 19900 else 30000 end, status, 'simulator',
              case when status = 'paid' then at end, case when status in ('failed','paid') and random() < 0.1 then at + interval '1 day' end, at, at
       from (
         select u.id, least(u.created_at + random() * interval '10 days', now()) as at, random() < 0.02 as orphan,
                (array['essential','essential','pro-ai'])[1 + floor(random() * 3)::int] as plan,
                (array['paid','paid','paid','paid','paid','paid','paid','failed','cancelled','pending'])[1 + floor(random() * 10)::int] as status
         from users u cross join lateral generate_series(1, case when abs(hashtext(u.email)) % 20 = 0 then 2 else 1 end) g
         where u.user_type = 'student' and abs(hashtext(u.id::text || 'pay')) % 100 < 35
       ) p`,
    );
    await step('vacuum analyze', 'vacuum analyze');
  } finally {
    await client.end();
  }
}

type Repo = ReturnType<typeof createAdminAnalyticsRepo>;
type Query = [name: string, run: (repo: Repo, span: Span) => Promise<unknown>];

function queries(now: Date): Query[] {
  const expiredBefore = new Date(now.getTime() - 24 * 60 * 60_000);
  return [
    ['registrations by day and audience', (repo, span) => repo.registrations(span, 'day')],
    ['registrations by week and audience', (repo, span) => repo.registrations(span, 'week')],
    ['journey funnel', (repo, span) => repo.funnel(span)],
    ['applications by status', (repo, span) => repo.applicationsByStatus(span)],
    ['applications by institution', (repo, span) => repo.applicationsByInstitution(span)],
    ['applications by programme', (repo, span) => repo.applicationsByProgramme(span)],
    ['documents by status', (repo, span) => repo.documentsByStatus(span)],
    ['documents by automatic outcome', (repo, span) => repo.documentsByAutomaticOutcome(span)],
    ['time to an admin decision', (repo, span) => repo.documentDecisionTimes(span)],
    ['payments by plan and month', (repo, span) => repo.paymentsByPlanMonth(span, expiredBefore)],
    ['failed and recovered payments', (repo, span) => repo.paymentRecovery(span, expiredBefore)],
  ];
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm: plans and caches, as on a server that has been answering
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main() {
  const name = `kusasa_bench_analytics_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrateDatabase(database);
    await seedReferenceCatalogue(database.db);
    console.log(`Generating ${LEARNERS.toLocaleString('en-ZA')} learners in ${name}...`);
    await generate(url.toString());
    if (WITHOUT_INDEXES) for (const index of ANALYTICS_INDEXES) await adminQuery(`drop index if exists ${index}`, url.toString());

    const now = new Date();
    const month = defaultAnalyticsRange(now);
    const ranges = [
      { label: 'last 30 days', from: month.from, to: month.to },
      { label: 'last 365 days', from: addDays(month.to, -364), to: month.to },
    ];
    const rows: string[] = [];
    let worst = 0;
    for (const range of ranges) {
      const span = { start: new Date(`${range.from}T00:00:00+02:00`), end: new Date(`${addDays(range.to, 1)}T00:00:00+02:00`) };
      for (const [label, run] of queries(now)) {
        // As the service runs them: in a read-only transaction with the report settings.
        const db = database.db;
        const samples = await time(() =>
          db.transaction(
            async (tx) => {
              await useReportSettings(tx);
              await run(createAdminAnalyticsRepo(tx), span);
            },
            { accessMode: 'read only' },
          ),
        );
        worst = Math.max(worst, percentile(samples, 95));
        rows.push(`| ${label} | ${range.label} | ${RUNS} | ${ms(median(samples))} | ${ms(percentile(samples, 95))} |`);
      }
      const service = createAdminAnalyticsService({ db: database.db, clock: () => now, sections: BUILT_IN_SECTIONS });
      const whole = await time(() => service.report({ from: range.from, to: range.to, interval: 'day' }));
      rows.push(`| whole report (5 sections, in parallel) | ${range.label} | ${RUNS} | ${ms(median(whole))} | ${ms(percentile(whole, 95))} |`);
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(', ');
    console.log(
      `\n${LEARNERS.toLocaleString('en-ZA')} learners, PostgreSQL${WITHOUT_INDEXES ? ', WITHOUT the analytics indexes' : ''}; load average at the end ${load}:\n`,
    );
    console.log(['| query | range | runs | median ms | p95 ms |', '|---|---|---|---|---|', ...rows].join('\n'));
    console.log(`\nSlowest single query p95: ${ms(worst)} ms (target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'NOT met'})`);
  } finally {
    await database?.close();
    if (KEEP) console.log(`\nKept ${url.toString()}`);
    else await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

await main();
