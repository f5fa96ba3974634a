import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { addDays, defaultAnalyticsRange } from '@kusasa/domain/rules/analytics';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../apps/api/src/db/database.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { createAdminAnalyticsRepo } from '../apps/api/src/features/admin-analytics/admin-analytics.repo.ts';
import { useReportSettings, type Span } from '../apps/api/src/features/admin-analytics/analytics-sql.ts';
import { createAdminAnalyticsService } from '../apps/api/src/features/admin-analytics/admin-analytics.service.ts';
import { BUILT_IN_SECTIONS } from '../apps/api/src/features/admin-analytics/sections.ts';
import { seedReferenceCatalogue } from '../apps/api/src/features/catalogue/catalogue.seed.ts';
import { generateYear } from './bench-analytics/generate-year.ts';
import { median, percentile } from './bench-stats.ts';
import { adminQuery } from './support/admin-query.ts';
import { benchArgs } from './support/bench-args.ts';

// The admin analytics on a year of generated data: LEARNERS learners (100,000 by default) with
// their profiles, documents, applications and payments, written by generate_series in a fresh
// PostgreSQL database that is dropped afterwards. Each analytics query runs RUNS times for the
// last 30 days and for the whole year; prints each one's median and p95 (target p95 < 300 ms).
// Not a test: a benchmark.
//
//   npm run bench:analytics [-- --learners 100000 --runs 20 --without-indexes --keep]

const args = benchArgs();
const LEARNERS = Number(args.get('learners') || 100_000);
const RUNS = Number(args.get('runs') || 20);
const WITHOUT_INDEXES = args.has('without-indexes');
/** Keep the generated database (its name is printed) to look at plans; drop it yourself. */
const KEEP = args.has('keep');
const SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = 300;
/** The indexes migration 0015_maintenance_and_analytics_indexes adds; --without-indexes drops them to compare. */
const ANALYTICS_INDEXES = ['users_created_at_idx', 'applications_created_at_idx', 'documents_created_at_idx', 'payments_created_at_idx'];

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
  await adminQuery(SERVER_URL, `create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrateDatabase(database);
    await seedReferenceCatalogue(database.db);
    console.log(`Generating ${LEARNERS.toLocaleString('en-ZA')} learners in ${name}...`);
    await generateYear(url.toString(), LEARNERS);
    if (WITHOUT_INDEXES) for (const index of ANALYTICS_INDEXES) await adminQuery(url.toString(), `drop index if exists ${index}`);

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
    else await adminQuery(SERVER_URL, `drop database if exists ${name} with (force)`);
  }
}

await main();
