import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { inSpan, rowsOf, type Span } from './analytics-sql.ts';

// Documents uploaded in the span: their status, the automatic check against admins' decisions, and how long a decision took.
export function createDocumentAnalyticsRepo(db: Executor) {
  return {
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
  };
}
