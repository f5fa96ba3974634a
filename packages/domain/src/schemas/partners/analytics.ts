import { z } from 'zod';
import { INQUIRY_STATUSES, PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES } from '../../rules/partners.ts';
import { partnerPaymentSchema } from './payments.ts';

// ---- Analytics

const countsOf = <const T extends readonly [string, ...string[]]>(keys: T) => z.array(z.object({ key: z.enum(keys), count: z.int() }));

export const partnerAnalyticsSchema = z.object({
  partnersByType: countsOf(PARTNER_TYPES),
  partnersByTier: countsOf(PARTNER_TIERS),
  partnersByStatus: countsOf(PARTNER_STATUSES),
  totalPartners: z.int(),
  inquiriesByStatus: countsOf(INQUIRY_STATUSES),
  totalInquiries: z.int(),
  /** Converted inquiries over all inquiries (0 to 1); null when there are none. */
  conversionRate: z.number().nullable(),
  /** Paid partner payments by the month of their payment date, oldest first ('YYYY-MM'). */
  revenueByMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amountCents: z.int(), payments: z.int() })),
  overdue: z.object({
    count: z.int(),
    amountCents: z.int(),
    /** The oldest due first, at most 50. */
    payments: z.array(partnerPaymentSchema.extend({ partnerName: z.string() })),
  }),
});
export type PartnerAnalytics = z.infer<typeof partnerAnalyticsSchema>;
