import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** One year of `learners` learners and what they did (profiles, documents, applications, payments), in a handful of set-based statements. */
export async function generateYear(url: string, learners: number): Promise<void> {
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
      [learners],
    );
    await step(
      'other audiences',
      `insert into users (email, full_name, user_type, created_at, updated_at)
       select 'bench-other-' || n || '@example.test', 'Person ' || n, (array['consultant','institution','sponsor','nsfas','admin'])[1 + n % 5], at, at
       from (select n, now() - random() * interval '365 days' as at from generate_series(1, $1::int) n) s`,
      [Math.max(10, Math.round(learners / 50))],
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
