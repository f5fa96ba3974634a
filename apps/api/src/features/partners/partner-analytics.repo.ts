import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { partnerPayments, partners } from '../../db/schema/partners.ts';

const total = sql<number>`coalesce(sum(${partnerPayments.amountCents}), 0)`.mapWith(Number);

// The analytics page's figures, each one SQL aggregate over partners and partner_payments.
export function createPartnerAnalyticsRepo(db: Executor) {
  const countBy = (column: typeof partners.type | typeof partners.tier | typeof partners.status) =>
    db.select({ key: column, count: count() }).from(partners).groupBy(column);
  const overdueWhere = (today: string) => and(eq(partnerPayments.status, 'pending'), lt(partnerPayments.dueDate, today));

  return {
    partnersByType: () => countBy(partners.type),
    partnersByTier: () => countBy(partners.tier),
    partnersByStatus: () => countBy(partners.status),

    async totalPartners(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(partners);
      return row?.count ?? 0;
    },

    /** Paid payments by the month of their payment date, oldest first. */
    revenueByMonth() {
      const month = sql<string>`to_char(${partnerPayments.paymentDate}, 'YYYY-MM')`;
      return db
        .select({ month, amountCents: total, payments: count() })
        .from(partnerPayments)
        .where(and(eq(partnerPayments.status, 'paid'), isNotNull(partnerPayments.paymentDate)))
        .groupBy(month)
        .orderBy(asc(month));
    },

    async overdueTotals(today: string): Promise<{ count: number; amountCents: number }> {
      const [row] = await db.select({ count: count(), amountCents: total }).from(partnerPayments).where(overdueWhere(today));
      return { count: row?.count ?? 0, amountCents: row?.amountCents ?? 0 };
    },

    overdueList(today: string, limit: number) {
      return db
        .select({ payment: partnerPayments, partnerName: partners.name })
        .from(partnerPayments)
        .innerJoin(partners, eq(partners.id, partnerPayments.partnerId))
        .where(overdueWhere(today))
        .orderBy(asc(partnerPayments.dueDate), asc(partnerPayments.createdAt))
        .limit(limit);
    },
  };
}
