import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { InboxQuery } from '@kusasa/domain/schemas/institution-applications/inbox';
import { createAdmissionsLedger } from '../apps/api/src/core/admissions/admissions-ledger.ts';
import { createMembersService } from '../apps/api/src/core/institution-members/members.service.ts';
import { createUsersService } from '../apps/api/src/core/users/users.service.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../apps/api/src/db/database.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import type { DecisionsService } from '../apps/api/src/features/institution-applications/decisions.service.ts';
import { createInstitutionApplicationsRepo } from '../apps/api/src/features/institution-applications/institution-applications.repo.ts';
import { createInstitutionApplicationsService } from '../apps/api/src/features/institution-applications/institution-applications.service.ts';
import { median, percentile } from './bench-stats.ts';
import { adminQuery } from './support/admin-query.ts';
import { benchArgs } from './support/bench-args.ts';

// The institution inbox (issue 25) at APPLICATIONS applications (100,000 by default) to one
// institution, one learner each, a third with documents: the first page, filtered and sorted
// pages and the next page by cursor, RUNS times each through the service (counts per status
// included), on the embedded database and, with DATABASE_URL, on PostgreSQL in a database
// kusasa_bench_inbox that it creates and drops. Prints median and p95; target p95 < 150 ms.
// Not a test: a benchmark.
//
//   npm run bench:institutions [-- --applications 100000 --runs 20 --explain]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:institutions

const args = benchArgs();
const APPLICATIONS = Number(args.get('applications') || 100_000);
const RUNS = Number(args.get('runs') || 20);
const EXPLAIN = args.has('explain');
const TARGET_MS = 150;
const BENCH_DATABASE = 'kusasa_bench_inbox';
const INSTITUTION = '00000000-0000-4000-8000-00000000b001';
const PROGRAMMES = ['00000000-0000-4000-8000-00000000b101', '00000000-0000-4000-8000-00000000b102'];
const MEMBER = '00000000-0000-4000-8000-00000000b201';

/** One institution, its colleague, APPLICATIONS learners with one application each, documents for a third. */
async function seed(database: DatabaseHandle) {
  const { db } = database;
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    console.log(`  ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  for (const statement of [
    `insert into institutions (id, slug, name, type, province) values ('${INSTITUTION}', 'bench-inbox', 'Bench Inbox University', 'university', 'Gauteng')`,
    `insert into programmes (id, slug, institution_id, name, qualification_type, study_mode, aps_pack_id, subject_minimums)
       values ('${PROGRAMMES[0]}', 'bench-bsc', '${INSTITUTION}', 'BSc Bench', 'degree', 'full-time', 'default', '[]'),
              ('${PROGRAMMES[1]}', 'bench-ba', '${INSTITUTION}', 'BA Bench', 'degree', 'full-time', 'default', '[]')`,
    `insert into users (id, email, full_name, user_type) values ('${MEMBER}', 'bench-lead@example.test', 'Bench Lead', 'institution')`,
    `insert into institution_members (user_id, institution_id, role) values ('${MEMBER}', '${INSTITUTION}', 'lead')`,
  ])
    await db.execute(sql.raw(statement));
  await step(
    `${APPLICATIONS.toLocaleString('en-ZA')} learners`,
    sql`insert into users (email, full_name, user_type, id_verified)
        select 'bench-inbox-' || n || '@example.test', (array['Thandeka','Sipho','Lerato','Johan','Ayanda','Pieter','Naledi','Kagiso'])[1 + n % 8] || ' Learner ' || n, 'student', true
        from generate_series(1, ${APPLICATIONS}::int) n`,
  );
  await step(
    'applications',
    sql`insert into applications (user_id, institution_id, program_id, status, aps_score, submitted_at, status_changed_at, created_at, updated_at)
        select id, ${INSTITUTION}::uuid, (array[${PROGRAMMES[0]}::uuid, ${PROGRAMMES[1]}::uuid])[1 + abs(hashtext(id::text)) % 2],
               (array['submitted','submitted','submitted','under-review','approved','rejected','resubmission-required','withdrawn'])[1 + abs(hashtext(email)) % 8],
               15 + abs(hashtext(id::text || 'aps')) % 30, at, at, at, at
        from (select id, email, now() - random() * interval '300 days' as at from users where email like 'bench-inbox-%') s`,
  );
  await step(
    'documents',
    sql`insert into documents (user_id, file_path, document_type, mime_type, size_bytes, verification_status)
        select id, 'users/' || id || '/id.pdf', 'idDocument', 'application/pdf', 1000, (array['approved','approved','pending'])[1 + abs(hashtext(id::text)) % 3]
        from users where email like 'bench-inbox-%' and abs(hashtext(email || 'doc')) % 3 = 0`,
  );
  await step('analyze', sql`analyze`);
}

const notBenchmarked: Pick<DecisionsService, 'decide'> = { decide: () => Promise.reject(new Error('decisions are not benchmarked')) };

function inboxOf(database: DatabaseHandle) {
  const { db } = database;
  const users = createUsersService(db);
  const none = () => Promise.resolve(undefined);
  return createInstitutionApplicationsService({
    db,
    clock: () => new Date(),
    admissions: createAdmissionsLedger({ db, clock: () => new Date() }),
    institutionMembers: createMembersService(db),
    users,
    audit: { adminAction: none },
    decisions: notBenchmarked,
    shared: { documentsOf: () => Promise.resolve([]), documentLink: none, marksOf: () => Promise.resolve([]), apsFor: () => Promise.resolve(null) },
  });
}

type Case = [label: string, query: InboxQuery];
const cases: Case[] = [
  ['first page (newest first)', { sort: 'submitted-desc' }],
  ['status: submitted', { sort: 'submitted-desc', status: 'submitted' }],
  ['status: approved, oldest first', { sort: 'submitted-asc', status: 'approved' }],
  ['programme', { sort: 'submitted-desc', programmeId: PROGRAMMES[1] }],
  ['APS band 30-39', { sort: 'submitted-desc', apsBand: '30-39' }],
  ['submitted in a month', { sort: 'submitted-desc', submittedFrom: isoDay(-60), submittedTo: isoDay(-30) }],
  ['documents verified', { sort: 'submitted-desc', documents: 'verified' }],
  ['search a name', { sort: 'submitted-desc', search: 'Learner 4242' }],
  ['sorted by name', { sort: 'name' }],
  ['sorted by APS', { sort: 'aps-desc' }],
];

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function measure(kind: string, database: DatabaseHandle): Promise<number> {
  const inbox = inboxOf(database);
  const rows: string[] = [];
  let worst = 0;
  const run = async (label: string, query: InboxQuery) => {
    await inbox.inbox(MEMBER, query);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await inbox.inbox(MEMBER, query);
      samples.push(performance.now() - started);
    }
    worst = Math.max(worst, percentile(samples, 95));
    rows.push(`| ${kind} | ${label} | ${RUNS} | ${ms(median(samples))} | ${ms(percentile(samples, 95))} |`);
  };
  for (const [label, query] of cases) await run(label, query);
  const first = await inbox.inbox(MEMBER, { sort: 'submitted-desc' });
  const deep = await inbox.inbox(MEMBER, { sort: 'name' });
  await run('next page by cursor', { sort: 'submitted-desc', cursor: first.nextCursor ?? undefined });
  await run('next page by cursor (by name)', { sort: 'name', cursor: deep.nextCursor ?? undefined });
  if (EXPLAIN) {
    const repo = createInstitutionApplicationsRepo(database.db, createUsersService(database.db).sessionUsers());
    for (const [label, query] of cases.slice(0, 3)) {
      const plan: unknown = await database.db.execute(sql`explain analyze ${repo.keysQuery(INSTITUTION, query, null, 26)}`);
      const lines = (plan as { rows: Record<string, string>[] }).rows.map((row) => row['QUERY PLAN']);
      console.log(`\n${kind}, ${label}:\n${lines.join('\n')}`);
    }
  }
  console.log(`\n| database | inbox page | runs | median ms | p95 ms |\n|---|---|---|---|---|\n${rows.join('\n')}`);
  return worst;
}

async function main() {
  const results: [string, number][] = [];
  console.log(`Embedded database: seeding ${APPLICATIONS.toLocaleString('en-ZA')} applications...`);
  const embedded = await openDatabase({ kind: 'memory' });
  try {
    await migrateDatabase(embedded);
    await seed(embedded);
    results.push(['embedded', await measure('embedded', embedded)]);
  } finally {
    await embedded.close();
  }
  const server = process.env.DATABASE_URL;
  if (server) {
    const url = new URL(server);
    url.pathname = `/${BENCH_DATABASE}`;
    await adminQuery(server, `drop database if exists ${BENCH_DATABASE}`);
    await adminQuery(server, `create database ${BENCH_DATABASE}`);
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      console.log(`\nPostgreSQL (${BENCH_DATABASE}): seeding...`);
      await migrateDatabase(postgres);
      await seed(postgres);
      results.push(['postgres', await measure('postgres', postgres)]);
    } finally {
      await postgres.close();
      await adminQuery(server, `drop database if exists ${BENCH_DATABASE}`);
    }
  }
  console.log('');
  for (const [kind, worst] of results) console.log(`${kind}: slowest p95 ${ms(worst)} ms (target < ${TARGET_MS} ms) ${worst < TARGET_MS ? 'OK' : 'OVER'}`);
  if (results.some(([, worst]) => worst >= TARGET_MS)) process.exitCode = 1;
}

await main();
