import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { conversionRate, INQUIRY_STATUSES, PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES, type InquiryStatus } from '@kusasa/domain/rules/partners';
import type { PartnerAnalytics } from '@kusasa/domain/schemas/partners/analytics';
import { createPartnerAnalyticsRepo } from './partner-analytics.repo.ts';
import { toPartnerPayment } from './partner-views.ts';
import type { Kernel } from '../../core/kernel.ts';

export const OVERDUE_LIST_LIMIT = 50;

/** Inquiry counts by status (empty counted as pending), from the partner-inquiries feature (wired in its area, apps/api/src/areas). */
export interface InquiryCounts {
  countsByStatus(): Promise<Record<InquiryStatus, number>>;
}

/** Every key of the list with its count (0 when no row has it), in the list's order. */
function countsFor<const K extends string>(keys: readonly K[], rows: { key: string; count: number }[]): { key: K; count: number }[] {
  return keys.map((key) => ({ key, count: rows.find((row) => row.key === key)?.count ?? 0 }));
}

// /admin/partners/analytics: partners by type, tier and status; inquiries by status and the
// conversion rate; partner revenue by month; overdue payments. Each figure is an SQL aggregate.
export function createPartnerAnalyticsService({ db, clock, inquiries }: Pick<Kernel, 'db' | 'clock'> & { inquiries: InquiryCounts }) {
  return {
    async figures(): Promise<PartnerAnalytics> {
      const repo = createPartnerAnalyticsRepo(db);
      const today = isoCalendarDateIn(clock());
      const [byType, byTier, byStatus, totalPartners, inquiryCounts, revenue, overdueTotals, overdueRows] = await Promise.all([
        repo.partnersByType(),
        repo.partnersByTier(),
        repo.partnersByStatus(),
        repo.totalPartners(),
        inquiries.countsByStatus(),
        repo.revenueByMonth(),
        repo.overdueTotals(today),
        repo.overdueList(today, OVERDUE_LIST_LIMIT),
      ]);
      const inquiriesByStatus = INQUIRY_STATUSES.map((key) => ({ key, count: inquiryCounts[key] }));
      const totalInquiries = inquiriesByStatus.reduce((sum, row) => sum + row.count, 0);
      return {
        partnersByType: countsFor(PARTNER_TYPES, byType),
        partnersByTier: countsFor(PARTNER_TIERS, byTier),
        partnersByStatus: countsFor(PARTNER_STATUSES, byStatus),
        totalPartners,
        inquiriesByStatus,
        totalInquiries,
        conversionRate: conversionRate(inquiryCounts.converted, totalInquiries),
        revenueByMonth: revenue,
        overdue: { ...overdueTotals, payments: overdueRows.map((row) => ({ ...toPartnerPayment(row.payment, today), partnerName: row.partnerName })) },
      };
    },
  };
}
export type PartnerAnalyticsService = ReturnType<typeof createPartnerAnalyticsService>;
