import { z } from 'zod';
import { PROVINCES } from '../../rules/regions.ts';
import { SPONSORSHIP_MAX_PER_CHECKOUT } from '../../rules/sponsors.ts';
import { sponsorTexts as sp } from '../../sponsor-texts.ts';
import { checkoutPaymentMethodSchema, PAYMENT_OUTCOMES, paymentStatusSchema } from '../payments.ts';
import { sponsoredPlanIdSchema, sponsorshipPurposeSchema, timestamp } from './common.ts';
import { sharedDetailsSchema } from './requests.ts';
import { identityCheckSchema } from '../identity-check.ts';

// ---- Sponsor: open requests and funding

const optionalCents = z.coerce.number().int().min(0).max(10_000_000).optional();
export const openRequestsQuerySchema = z.object({
  province: z.enum(PROVINCES).optional(),
  institution: z.string().trim().max(100).optional(),
  purpose: sponsorshipPurposeSchema.optional(),
  minAmountCents: optionalCents,
  maxAmountCents: optionalCents,
});
export type OpenRequestsQuery = z.input<typeof openRequestsQuerySchema>;

export const openRequestSchema = z.object({
  id: z.uuid(),
  requestedAmountCents: z.int(),
  purpose: sponsorshipPurposeSchema,
  planId: sponsoredPlanIdSchema.nullable(),
  shared: sharedDetailsSchema,
  /** What the learner's identity check checked (issue 32), in the label's exact words on screen. */
  identityCheck: identityCheckSchema.nullable(),
  createdAt: timestamp,
});
export type OpenRequest = z.infer<typeof openRequestSchema>;
export const openRequestListSchema = z.object({ requests: z.array(openRequestSchema) });
export type OpenRequestList = z.infer<typeof openRequestListSchema>;

export const sponsorCheckoutRequestSchema = z.object({
  requestIds: z
    .array(z.uuid())
    .min(1, { error: sp.requestsRequired })
    .max(SPONSORSHIP_MAX_PER_CHECKOUT, { error: sp.tooManyRequests })
    .refine((ids) => new Set(ids).size === ids.length, { error: sp.requestsRequired }),
  paymentMethod: checkoutPaymentMethodSchema.default('card'),
});
export type SponsorCheckoutRequest = z.input<typeof sponsorCheckoutRequestSchema>;

export const sponsorCheckoutStatusSchema = z.object({
  merchantReference: z.string(),
  status: paymentStatusSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountCents: z.int(),
  requestCount: z.int(),
});
export type SponsorCheckoutStatus = z.infer<typeof sponsorCheckoutStatusSchema>;
