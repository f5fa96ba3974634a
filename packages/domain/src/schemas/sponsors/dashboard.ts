import { z } from 'zod';
import { sponsorshipPaymentStatusSchema, sponsorshipPurposeSchema, timestamp } from './common.ts';
import { sharedDetailsSchema } from './requests.ts';

// ---- Sponsor: dashboard

export const sponsorSponsorshipSchema = z.object({
  id: z.uuid(),
  /** The sponsorship request's id (the seed's Application ID). */
  applicationId: z.uuid(),
  /** A reference for this sponsorship's learner, not their account id: sponsors see only what the consent names (issue 34). */
  learnerReference: z.string(),
  sponsoredAmountCents: z.int(),
  status: sponsorshipPaymentStatusSchema,
  paidAt: timestamp.nullable(),
  purpose: sponsorshipPurposeSchema,
  merchantReference: z.string(),
  shared: sharedDetailsSchema,
  createdAt: timestamp,
});
export type SponsorSponsorship = z.infer<typeof sponsorSponsorshipSchema>;

export const sponsorDashboardSchema = z.object({
  sponsorships: z.array(sponsorSponsorshipSchema),
  totals: z.object({ totalSponsoredCents: z.int(), learnersFunded: z.int(), paidCount: z.int(), pendingCount: z.int() }),
});
export type SponsorDashboard = z.infer<typeof sponsorDashboardSchema>;
