import { createAdminAnalyticsRepo } from '../admin-analytics.repo.ts';
import { column, figure, table, type AnalyticsSectionDefinition } from '../../../core/analytics-section.ts';
import { texts, planName, sum } from './section-helpers.ts';

/** A pending payment this old is expired (decision 0011). */
const PAYMENT_EXPIRY_MS = 24 * 60 * 60_000;
const RECOVERY_CATEGORIES = ['failed', 'expired', 'cancelled', 'orphaned', 'recovered'] as const;

export const paymentsSection: AnalyticsSectionDefinition = {
  id: 'payments',
  title: texts.payments.title,
  tableIds: ['payments-by-plan-month', 'payments-recovery'],
  async load(db, range) {
    const repo = createAdminAnalyticsRepo(db);
    const expiredBefore = new Date(range.now.getTime() - PAYMENT_EXPIRY_MS);
    const byPlanMonth = await repo.paymentsByPlanMonth(range, expiredBefore);
    const recovery = await repo.paymentRecovery(range, expiredBefore);
    const t = texts.payments;
    const recoveryRows = RECOVERY_CATEGORIES.map((category) => {
      const row = recovery.find((candidate) => candidate.category === category);
      return {
        category: t.categories[category],
        payments: row?.payments ?? 0,
        amount: row?.amountCents ?? 0,
        resolvedByAdmin: row?.resolvedByAdmin ?? 0,
        paidLater: row?.paidLater ?? 0,
        open: row?.open ?? 0,
      };
    });
    const count = (category: (typeof RECOVERY_CATEGORIES)[number]) => recovery.find((row) => row.category === category)?.payments ?? 0;
    const m = t.byPlanMonth;
    const r = t.recovery;
    return {
      description: null,
      figures: [
        figure('revenue', t.figures.revenue, 'money', sum(byPlanMonth.map((row) => row.revenueCents))),
        figure('paid', t.figures.paid, 'count', sum(byPlanMonth.map((row) => row.paid))),
        figure('failed', t.figures.failed, 'count', count('failed') + count('expired')),
        figure('recovered', t.figures.recovered, 'count', count('recovered')),
      ],
      tables: [
        table(
          'payments-by-plan-month',
          m.title,
          [
            column('month', m.month, 'month'),
            column('plan', m.plan, 'text'),
            column('payments', m.payments, 'count'),
            column('paid', m.paid, 'count'),
            column('revenue', m.revenue, 'money'),
            column('failed', m.failed, 'count'),
            column('cancelled', m.cancelled, 'count'),
            column('pending', m.pending, 'count'),
            column('expired', m.expired, 'count'),
          ],
          byPlanMonth.map(({ planId, revenueCents, month, payments: total, paid, failed, cancelled, pending, expired }) => ({
            month,
            plan: planName(planId),
            payments: total,
            paid,
            revenue: revenueCents,
            failed,
            cancelled,
            pending,
            expired,
          })),
          { chart: { type: 'stacked-bar', x: 'month', series: ['paid', 'failed', 'cancelled', 'pending', 'expired'] } },
        ),
        table(
          'payments-recovery',
          r.title,
          [
            column('category', r.category, 'text'),
            column('payments', r.payments, 'count'),
            column('amount', r.amount, 'money'),
            column('resolvedByAdmin', r.resolvedByAdmin, 'count'),
            column('paidLater', r.paidLater, 'count'),
            column('open', r.open, 'count'),
          ],
          recoveryRows,
          { chart: { type: 'bar', x: 'category', series: ['payments', 'resolvedByAdmin', 'paidLater', 'open'] } },
        ),
      ],
    };
  },
};

/** The sections built in, in page order. */
