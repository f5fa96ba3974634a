import { z } from 'zod';
import { PARTNER_CHECKOUT_METHODS } from '../../rules/partners.ts';
import { PAYMENT_OUTCOMES, paymentStatusSchema } from '../payments.ts';
import { partnerStatusSchema, partnerTierSchema, partnerTypeSchema, timestamp } from './common.ts';
import { partnerFields, partnerSchema } from './partners.ts';
import { partnerPaymentSchema } from './payments.ts';
import { tierConfigSchema } from './tiers.ts';

// ---- Partner portal

export const partnerRegistrationSchema = z.object({
  name: partnerFields.name,
  type: partnerTypeSchema,
  tier: partnerTierSchema,
  contactPerson: partnerFields.contactPerson,
  /** Omitted: the account's email. */
  contactEmail: partnerFields.contactEmail,
  phone: partnerFields.phone,
  website: partnerFields.website,
  organizationType: partnerFields.organizationType,
});
export type PartnerRegistration = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistrationValues = z.output<typeof partnerRegistrationSchema>;

export const portalPartnerSchema = partnerSchema.omit({ createdBy: true, ownerId: true, annualInvestmentCents: true, updatedAt: true });
export type PortalPartner = z.infer<typeof portalPartnerSchema>;

export const partnerDashboardSchema = z.discriminatedUnion('gate', [
  z.object({ gate: z.literal('no-partner') }),
  z.object({
    gate: z.literal('payment-required'),
    partner: portalPartnerSchema,
    /** The tier's price for the payment prompt; null when the tier is disabled. */
    tier: tierConfigSchema.nullable(),
    payments: z.array(partnerPaymentSchema),
  }),
  z.object({
    gate: z.literal('active'),
    partner: portalPartnerSchema,
    tier: tierConfigSchema.nullable(),
    payments: z.array(partnerPaymentSchema),
    /** Honest: the applications overview is not built yet. */
    applicationsOverview: z.object({ available: z.literal(false) }),
  }),
]);
export type PartnerDashboard = z.infer<typeof partnerDashboardSchema>;

export const partnerCheckoutRequestSchema = z.object({ paymentMethod: z.enum(PARTNER_CHECKOUT_METHODS).default('eft') });
export type PartnerCheckoutRequest = z.input<typeof partnerCheckoutRequestSchema>;

export const partnerCheckoutStatusSchema = z.object({
  merchantReference: z.string(),
  status: paymentStatusSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountCents: z.int(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  partnerStatus: partnerStatusSchema,
});
export type PartnerCheckoutStatus = z.infer<typeof partnerCheckoutStatusSchema>;
