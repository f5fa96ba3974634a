import { z } from 'zod';
import { adminSponsorSchema, sponsorNoteSchema, sponsorPaymentSchema } from './admin-sponsors.ts';
import { allocationSchema } from './allocations.ts';
import { sponsorSponsorshipSchema } from './dashboard.ts';

/** A sponsorship row as the admin sees it on the profile. */
export const adminSponsorshipSchema = sponsorSponsorshipSchema;

export const adminSponsorProfileSchema = z.object({
  sponsor: adminSponsorSchema,
  allocations: z.array(allocationSchema),
  notes: z.array(sponsorNoteSchema),
  payments: z.array(sponsorPaymentSchema),
  sponsorships: z.array(adminSponsorshipSchema),
});
export type AdminSponsorProfile = z.infer<typeof adminSponsorProfileSchema>;
