import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COUNSELOR_LINK_WORDING } from '@kusasa/domain/rules/counselor-links';
import { createUsersService } from '../../apps/api/src/core/users/users.service.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { seedReferenceCatalogue } from '../../apps/api/src/features/catalogue/catalogue.seed.ts';

// The caseload bench's rows (scripts/bench-caseload.ts), written directly in a few set-based statements.

const INSTITUTION = '00000000-0000-4000-8000-00000000c001';
export const COUNSELOR = { email: 'bench-counselor@example.test', password: 'Bench-caseload-2026!', fullName: 'Bench Counselor' };

async function step(database: DatabaseHandle, label: string, statement: ReturnType<typeof sql>) {
  const started = performance.now();
  await database.db.execute(statement);
  console.log(`  ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The catalogue, one approved counselor, LEARNERS linked learners with schools, marks, applications, documents and some funding outcomes. */
export async function seed(database: DatabaseHandle, LEARNERS: number): Promise<string> {
  const { db } = database;
  const started = performance.now();
  await seedReferenceCatalogue(db);
  console.log(`  reference catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A few programmes that close in the coming months, so most learners have a next deadline.
  await db.execute(
    sql`insert into institutions (id, slug, name, type, province) values (${INSTITUTION}, 'bench-caseload', 'Bench Caseload University', 'university', 'Gauteng')`,
  );
  await db.execute(sql`insert into programmes (slug, institution_id, name, qualification_type, study_mode, aps_pack_id, subject_minimums, closes_on)
    select 'bench-caseload-' || n, ${INSTITUTION}::uuid, 'Bench Programme ' || n, 'degree', 'full-time', 'default', '[]', current_date + n * 30
    from generate_series(1, 4) n`);
  const { id: counselorId } = await createUsersService(db).ensureAccount({ ...COUNSELOR, userType: 'student' });
  await db.execute(sql`update users set user_type = 'consultant' where id = ${counselorId}`);
  await db.execute(sql`insert into counselor_account_reviews (user_id, decision, decided_at) values (${counselorId}, 'approved', now())`);
  await db.execute(
    sql`insert into counselor_profiles (user_id, emis_number, school_name, code) values (${counselorId}, '700400393', 'Bench High', 'BENCH-01')`,
  );

  await step(
    database,
    `${LEARNERS} learners`,
    sql`insert into users (email, full_name, user_type, id_verified)
        select 'bench-caseload-' || n || '@example.test',
               (array['Thandeka','Sipho','Lerato','Johan','Ayanda','Pieter','Naledi','Kagiso'])[1 + n % 8] || ' '
                 || (array['Mokoena','Dlamini','Nkosi','van Wyk','Khumalo','Botha','Mahlangu'])[1 + n % 7] || ' ' || n,
               'student', true
        from generate_series(1, ${LEARNERS}::int) n`,
  );
  const learners = sql`(select id, email, row_number() over (order by email) as n from users where email like 'bench-caseload-%') l`;
  await step(
    database,
    'links (all five scopes, until 2099)',
    sql`insert into counselor_links (counselor_id, learner_id, scopes, ends_on, version, wording, created_at, updated_at)
        select ${counselorId}::uuid, l.id, '["journey","documents","marks","applications","funding"]'::jsonb, '2099-12-31',
               ${COUNSELOR_LINK_WORDING.version}, ${COUNSELOR_LINK_WORDING.text}, now(), now()
        from ${learners}`,
  );
  await step(
    database,
    'schools and marks',
    sql`insert into education_records (user_id, school_name, province, completion_year)
        select l.id, (array['Soweto High','Pretoria Girls High','Umlazi Comprehensive','Bench High'])[1 + l.n % 4], 'Gauteng',
               extract(year from current_date)::int + (l.n % 3)::int - 1
        from ${learners}`,
  );
  await db.execute(sql`insert into subject_marks (education_record_id, subject_name, grade_level, mark, position)
    select e.id, s.name, 'grade12', 40 + abs(hashtext(e.id::text || s.name)) % 55, s.position
    from education_records e join users u on u.id = e.user_id and u.email like 'bench-caseload-%'
    cross join (values ('English Home Language', 0), ('Mathematics', 1), ('Physical Sciences', 2), ('Life Sciences', 3),
                       ('Geography', 4), ('Life Orientation', 5), ('isiZulu First Additional Language', 6)) s(name, position)`);
  // The first application is to a bench programme (a closing date ahead); the others anywhere in the catalogue.
  await step(
    database,
    'applications (2-4 each)',
    sql`with p as (select id, institution_id, row_number() over (order by (institution_id = ${INSTITUTION}::uuid) desc, id) as r, count(*) over () as c from programmes),
             picks as (
               select l.id as user_id, k, l.n,
                      case when k = 1 then 1 + abs(hashtext(l.id::text)) % 4 else 5 + abs(hashtext(l.id::text || k)) % ((select max(c) from p) - 4) end as r
               from ${learners} cross join generate_series(1, 4) k where k <= 2 + l.n % 3)
        insert into applications (user_id, institution_id, program_id, status, submitted_at, status_changed_at, created_at, updated_at)
        select picks.user_id, p.institution_id, p.id, s.status, case when s.status = 'draft' then null else s.at end, s.at, s.at, s.at
        from picks join p on p.r = picks.r
        cross join lateral (select (array['draft','submitted','submitted','under-review','approved','rejected','resubmission-required','withdrawn'])[1 + abs(hashtext(picks.user_id::text || picks.k)) % 8] as status,
                                   now() - (abs(hashtext(picks.user_id::text || picks.k || 'at')) % 200) * interval '1 day' as at) s`,
  );
  await step(
    database,
    'application events',
    sql`insert into application_events (application_id, institution_id, type, to_status, actor, created_at)
        select a.id, a.institution_id, 'submitted', 'submitted', 'learner', a.submitted_at
        from applications a join users u on u.id = a.user_id and u.email like 'bench-caseload-%' where a.submitted_at is not null`,
  );
  // Some lack their ID or results, or have them rejected: the 'document-missing' filter finds them.
  await step(
    database,
    'documents (2-4 each)',
    sql`insert into documents (user_id, file_path, document_type, mime_type, size_bytes, verification_status)
        select l.id, 'users/' || l.id || '/' || k || '.pdf',
               (array['idDocument','grade12Results','proofOfResidence','grade11Results'])[1 + (k + abs(hashtext(l.id::text)) % 3) % 4],
               'application/pdf', 1000, (array['approved','approved','pending','rejected'])[1 + abs(hashtext(l.id::text || k)) % 4]
        from ${learners} cross join generate_series(1, 4) k where k <= 2 + (l.n + 1) % 3`,
  );
  await step(
    database,
    'funding outcomes (two in five)',
    sql`insert into funding_readiness (user_id, answers, outcome, rule_version, assessed_at)
        select l.id, '{}'::jsonb, (array['likely','maybe','unlikely'])[1 + l.n % 3], 'bench', now()
        from ${learners} where l.n % 5 < 2`,
  );
  await step(database, 'analyze', sql`analyze`);
  return counselorId;
}
