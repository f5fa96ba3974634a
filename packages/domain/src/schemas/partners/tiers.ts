import { z } from 'zod';
import { partnerTierSchema, timestamp } from './common.ts';

// ---- Tier configuration

export const tierConfigSchema = z.object({
  id: z.uuid(),
  tier: partnerTierSchema,
  name: z.string(),
  /** The fee per month (seed: annual_fee; decision 0160). */
  monthlyFeeCents: z.int(),
  /** Applications a month; null is unlimited. */
  maxApplications: z.int().nullable(),
  /** API calls an hour; null is unlimited. */
  apiRateLimit: z.int().nullable(),
  supportLevel: z.string(),
  features: z.array(z.string()),
  active: z.boolean(),
  updatedAt: timestamp,
});
export type TierConfig = z.infer<typeof tierConfigSchema>;
export const tierConfigListSchema = z.object({ tiers: z.array(tierConfigSchema) });
export type TierConfigList = z.infer<typeof tierConfigListSchema>;
export const tierConfigResponseSchema = z.object({ tier: tierConfigSchema });

const limitField = z.int().min(1).max(100_000_000).nullable();
export const tierConfigUpdateSchema = z
  .object({
    name: z.string().trim().min(2).max(60),
    monthlyFeeCents: z.int().min(100, { error: 'A tier costs at least R1 a month' }).max(1_000_000_000),
    maxApplications: limitField,
    apiRateLimit: limitField,
    supportLevel: z.string().trim().min(1).max(60),
    features: z.array(z.string().trim().min(1).max(200)).max(20),
    active: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change' });
export type TierConfigUpdate = z.input<typeof tierConfigUpdateSchema>;
