import { z } from 'zod';
import { adminSponsorTexts as a } from '../../sponsor-texts.ts';
import { paymentStatusSchema } from '../payments.ts';
import { page, sponsorFilterTypeSchema, timestamp } from './common.ts';

// ---- Admin: sponsors

export const sponsorCountersSchema = z.object({
  totalSponsors: z.int(),
  activeSponsors: z.int(),
  totalAllocations: z.int(),
  activeAllocations: z.int(),
});
export type SponsorCounters = z.infer<typeof sponsorCountersSchema>;

export const adminSponsorsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: sponsorFilterTypeSchema.optional(),
  page,
});
export type AdminSponsorsQuery = z.input<typeof adminSponsorsQuerySchema>;

export const adminSponsorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** As registered: individual, company, ngo, government. */
  organizationType: z.string(),
  /** The admin filter's word for it: corporate, foundation, government, individual. */
  type: sponsorFilterTypeSchema.nullable(),
  contactPerson: z.string().nullable(),
  status: z.string(),
  tier: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminSponsor = z.infer<typeof adminSponsorSchema>;

export const adminSponsorListSchema = z.object({ sponsors: z.array(adminSponsorSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AdminSponsorList = z.infer<typeof adminSponsorListSchema>;

export const sponsorNoteSchema = z.object({
  id: z.uuid(),
  note: z.string(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: timestamp,
});
export type SponsorNote = z.infer<typeof sponsorNoteSchema>;
export const newSponsorNoteSchema = z.object({ note: z.string({ error: a.noteRequired }).trim().min(1, { error: a.noteRequired }).max(2000) });
export type NewSponsorNote = z.input<typeof newSponsorNoteSchema>;
export const sponsorNoteResponseSchema = z.object({ note: sponsorNoteSchema });

/** One PayFast payment a sponsor made (it may fund several requests). */
export const sponsorPaymentSchema = z.object({
  merchantReference: z.string(),
  providerPaymentId: z.string().nullable(),
  amountCents: z.int(),
  status: paymentStatusSchema,
  paidAt: timestamp.nullable(),
  createdAt: timestamp,
  learners: z.int(),
});
export type SponsorPayment = z.infer<typeof sponsorPaymentSchema>;
