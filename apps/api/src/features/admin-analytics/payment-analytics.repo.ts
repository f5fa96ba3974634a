import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { inSpan, localTime, rowsOf, type Span } from './analytics-sql.ts';

// Payments made in the span: per month and plan, and payment recovery's cases.
export function createPaymentAnalyticsRepo(db: Executor) {
  return {
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
