import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE, type AnalyticsInterval } from '@kusasa/domain/rules/analytics';
import type { Executor } from '../../db/database.ts';

// Every figure of the admin analytics is one SQL aggregate over a created_at range (indexed, see
// migration 0015_maintenance_and_analytics_indexes); only the aggregated rows reach Node. Days and weeks are South
// African ones. Counts are ::int and sums of cents ::float8 (exact far past any revenue), so both
// drivers return numbers.

export interface Span {
  /** The first instant counted and the first one not counted. */
  start: Date;
  end: Date;
}

async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: Row[] }).rows;
}

const inSpan = (column: SQL, { start, end }: Span) => sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
/** date_bin origins: a South African midnight, and one that is a Monday (3 January 2000). */
const DAY_ORIGIN = '2000-01-01T00:00:00+02:00';
const WEEK_ORIGIN = '2000-01-03T00:00:00+02:00';
const localTime = (column: SQL) => sql`(${column} at time zone ${ANALYTICS_TIME_ZONE})`;

export function createAdminAnalyticsRepo(db: Executor) {
  return {
    /**
     * Accounts created per period and user type. date_bin counts in bins aligned to a South African
     * midnight (a Monday for weeks) with no time zone work per row; only the bins are formatted.
     */
    registrations(span: Span, interval: AnalyticsInterval) {
      const bin =
        interval === 'day'
          ? sql`date_bin('1 day', u.created_at, ${DAY_ORIGIN}::timestamptz)`
          : sql`date_bin('7 days', u.created_at, ${WEEK_ORIGIN}::timestamptz)`;
      return rowsOf<{ period: string; userType: string; count: number }>(
        db,
        sql`select to_char(bins.bin at time zone ${ANALYTICS_TIME_ZONE}, 'YYYY-MM-DD') as "period", bins.user_type as "userType", bins.count::int as "count"
            from (select ${bin} as bin, u.user_type, count(*) as count from users u where ${inSpan(sql`u.created_at`, span)} group by 1, 2) bins
            order by 1, 2`,
      );
    },

    /**
     * Learners registered in the span, and how many of them reached each step (by now). Documents
     * and applications come after registration, so only those from the span's start are read, each
     * table once, hash-joined (not a lookup per learner).
     */
    async funnel(span: Span) {
      const start = sql`${span.start.toISOString()}::timestamptz`;
      const [row] = await rowsOf<{ registered: number; profileComplete: number; documentsUploaded: number; applied: number; submitted: number }>(
        db,
        sql`select count(*)::int as "registered",
                   count(p.completed_at)::int as "profileComplete",
                   count(d.user_id)::int as "documentsUploaded",
                   count(a.user_id)::int as "applied",
                   count(*) filter (where a.submitted)::int as "submitted"
            from users u
            left join profile_progress p on p.user_id = u.id
            left join (select distinct user_id from documents where created_at >= ${start}) d on d.user_id = u.id
            left join (select user_id, bool_or(status <> 'draft') as submitted from applications where created_at >= ${start} group by user_id) a on a.user_id = u.id
            where u.user_type = 'student' and ${inSpan(sql`u.created_at`, span)}`,
      );
      return row ?? { registered: 0, profileComplete: 0, documentsUploaded: 0, applied: 0, submitted: 0 };
    },

    applicationsByStatus(span: Span) {
      return rowsOf<{ status: string; count: number }>(
        db,
        sql`select a.status as "status", count(*)::int as "count" from applications a where ${inSpan(sql`a.created_at`, span)} group by 1 order by 2 desc, 1`,
      );
    },

    /** Per institution (null: none chosen yet), started and submitted. */
    applicationsByInstitution(span: Span) {
      return rowsOf<{ institution: string | null; count: number; submitted: number }>(
        db,
        sql`select i.name as "institution", count(*)::int as "count", count(*) filter (where a.status <> 'draft')::int as "submitted"
            from applications a
            left join institutions i on i.id = a.institution_id
            where ${inSpan(sql`a.created_at`, span)}
            group by i.id, i.name
            order by 2 desc, 1 nulls last`,
      );
    },

    applicationsByProgramme(span: Span) {
      return rowsOf<{ programme: string | null; institution: string | null; count: number; submitted: number }>(
        db,
        sql`select p.name as "programme", i.name as "institution", count(*)::int as "count", count(*) filter (where a.status <> 'draft')::int as "submitted"
            from applications a
            left join programmes p on p.id = a.program_id
            left join institutions i on i.id = coalesce(p.institution_id, a.institution_id)
            where ${inSpan(sql`a.created_at`, span)}
            group by p.id, p.name, i.name
            order by 3 desc, 1 nulls last, 2`,
      );
    },

    documentsByStatus(span: Span) {
      return rowsOf<{ status: string; count: number }>(
        db,
        sql`select d.verification_status as "status", count(*)::int as "count" from documents d where ${inSpan(sql`d.created_at`, span)} group by 1 order by 2 desc, 1`,
      );
    },

    /**
     * By the automatic check's outcome (verification.status, kept when an admin decides later;
     * none when no check ran), how many an admin then decided and how many of those the admin
     * decided the same way.
     */
    documentsByAutomaticOutcome(span: Span) {
      return rowsOf<{ outcome: string | null; count: number; decidedByAdmin: number; adminAgreed: number }>(
        db,
        sql`select d.verification ->> 'status' as "outcome",
                   count(*)::int as "count",
                   count(*) filter (where d.verification ->> 'reviewedAt' is not null)::int as "decidedByAdmin",
                   count(*) filter (where d.verification ->> 'reviewedAt' is not null and d.verification_status = d.verification ->> 'status')::int as "adminAgreed"
            from documents d
            where ${inSpan(sql`d.created_at`, span)}
            group by 1
            order by 2 desc, 1 nulls last`,
      );
    },

    /** Hours from upload to an admin's decision, per document type and over all (documentType null). */
    documentDecisionTimes(span: Span) {
      return rowsOf<{ documentType: string | null; decided: number; averageHours: number | null; medianHours: number | null; p90Hours: number | null }>(
        db,
        sql`select document_type as "documentType", count(*)::int as "decided",
                   avg(hours)::float8 as "averageHours",
                   percentile_cont(0.5) within group (order by hours)::float8 as "medianHours",
                   percentile_cont(0.9) within group (order by hours)::float8 as "p90Hours"
            from (
              select d.document_type, extract(epoch from ((d.verification ->> 'reviewedAt')::timestamptz - d.created_at)) / 3600 as hours
              from documents d
              where ${inSpan(sql`d.created_at`, span)} and d.verification ->> 'reviewedAt' is not null
            ) decided
            group by grouping sets ((document_type), ())
            order by 1 nulls first`,
      );
    },

    /** Per South African month and plan; a pending payment older than `expiredBefore` counts as expired. */
    paymentsByPlanMonth(span: Span, expiredBefore: Date) {
      return rowsOf<{
        month: string;
        planId: string;
        payments: number;
        paid: number;
        revenueCents: number;
        failed: number;
        cancelled: number;
        pending: number;
        expired: number;
      }>(
        db,
        sql`select to_char(date_trunc('month', ${localTime(sql`p.created_at`)}), 'YYYY-MM') as "month", p.plan_id as "planId",
                   count(*)::int as "payments",
                   count(*) filter (where p.status = 'paid')::int as "paid",
                   coalesce(sum(p.amount_cents) filter (where p.status = 'paid'), 0)::float8 as "revenueCents",
                   count(*) filter (where p.status = 'failed')::int as "failed",
                   count(*) filter (where p.status = 'cancelled')::int as "cancelled",
                   count(*) filter (where p.status = 'pending' and p.created_at >= ${expiredBefore.toISOString()}::timestamptz)::int as "pending",
                   count(*) filter (where p.status = 'pending' and p.created_at < ${expiredBefore.toISOString()}::timestamptz)::int as "expired"
            from payments p
            where ${inSpan(sql`p.created_at`, span)}
            group by 1, 2
            order by 1, 2`,
      );
    },

    /**
     * Payment recovery's cases (decision 0011): orphaned (no account), a learner's failed, expired or
     * cancelled payment, and payments an admin recovered (resolved and paid). For each: how many an
     * admin resolved, how many learners paid for a plan afterwards anyway, and how many are open.
     */
    paymentRecovery(span: Span, expiredBefore: Date) {
      const expired = sql`${expiredBefore.toISOString()}::timestamptz`;
      return rowsOf<{ category: string; payments: number; amountCents: number; resolvedByAdmin: number; paidLater: number; open: number }>(
        db,
        sql`select category as "category", count(*)::int as "payments", sum(amount_cents)::float8 as "amountCents",
                   count(resolved_at)::int as "resolvedByAdmin",
                   count(*) filter (where paid_later)::int as "paidLater",
                   count(*) filter (where resolved_at is null and not paid_later and category <> 'recovered')::int as "open"
            from (
              select p.amount_cents, p.resolved_at,
                     case
                       when p.status = 'paid' and p.resolved_at is not null then 'recovered'
                       when p.user_id is null then 'orphaned'
                       when p.status = 'failed' then 'failed'
                       when p.status = 'pending' and p.created_at < ${expired} then 'expired'
                       when p.status = 'cancelled' then 'cancelled'
                     end as category,
                     p.status <> 'paid' and coalesce(last_paid.at > p.created_at, false) as paid_later
              from payments p
              -- A later payment is after the span's start too: each learner's latest paid one, read once.
              left join (
                select user_id, max(created_at) as at from payments
                where status = 'paid' and user_id is not null and created_at >= ${span.start.toISOString()}::timestamptz
                group by user_id
              ) last_paid on last_paid.user_id = p.user_id
              where ${inSpan(sql`p.created_at`, span)}
            ) cases
            where category is not null
            group by 1`,
      );
    },
  };
}
export type AdminAnalyticsRepo = ReturnType<typeof createAdminAnalyticsRepo>;

/**
 * Settings for the reports' transaction: no JIT (compiling a plan took longer than running it on
 * 100,000 learners) and room to sort and hash in memory instead of on disk.
 */
export async function useReportSettings(executor: Executor): Promise<void> {
  await executor.execute(sql`set local jit = off`);
  await executor.execute(sql`set local work_mem = '64MB'`);
}
