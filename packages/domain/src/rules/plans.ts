import { z } from 'zod';
import {
  INSTALLMENT_COUNTS,
  PAYMENT_TIERS,
  PLAN_IDS,
  THANDI_TIERS,
  type InstallmentCount,
  type PaymentTier,
  type Plan,
  type PlanId,
  type ThandiTier,
} from './plan-data.ts';

// The plans' data and rules are in ./plan-data.ts (no zod); this module adds their schemas.
export * from './plan-data.ts';

export const planIdSchema = z.enum(PLAN_IDS);
export const thandiTierSchema = z.enum(THANDI_TIERS);

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  priceCents: z.int().nonnegative(),
  maxApplications: z.int().positive(),
  maxDocuments: z.int().positive().nullable(), // null: unlimited
  includesVerification: z.boolean(),
  includesPrioritySupport: z.boolean(),
  thandiTier: thandiTierSchema,
  badge: z.string().nullable(),
  features: z.array(z.string()).readonly(),
});

export const paymentTierSchema = z.enum(PAYMENT_TIERS);
export const installmentCountSchema = z.literal(INSTALLMENT_COUNTS);

// The schemas and the plain types must describe the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<z.infer<typeof planIdSchema>, PlanId>,
  Same<z.infer<typeof thandiTierSchema>, ThandiTier>,
  Same<z.infer<typeof planSchema>, Plan>,
  Same<z.infer<typeof paymentTierSchema>, PaymentTier>,
  Same<z.infer<typeof installmentCountSchema>, InstallmentCount>,
] = [true, true, true, true, true];
void agree;
