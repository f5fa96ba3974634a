import { sql } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE, type AnalyticsInterval } from '@kusasa/domain/rules/analytics';
import type { Executor } from '../../db/database.ts';
import { DAY_ORIGIN, inSpan, rowsOf, WEEK_ORIGIN, type Span } from './analytics-sql.ts';

// Learners' journey in the span: accounts registered, how far learners got, applications started and submitted.
export function createJourneyAnalyticsRepo(db: Executor) {
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
  };
}
