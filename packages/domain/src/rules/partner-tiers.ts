import type { PartnerTier } from './partners.ts';

// The partnership tiers' starting configuration (seed 002 sections 3 and 9): the fee period and
// each tier's fee, caps, support level and features.

/**
 * The seed gives the fee both as "R2,500 per month" (section 9) and as `annual_fee` (section 3).
 * Kusasa reads it as a monthly fee (docs/decisions/0160): the amounts and the "applications a
 * month" caps are monthly, and the partner checkout pays one month.
 */
export const PARTNER_FEE_PERIOD = 'month' as const;

export interface PartnerTierDefaults {
  tier: PartnerTier;
  name: string;
  monthlyFeeCents: number;
  /** Applications a month; null is unlimited. */
  maxApplications: number | null;
  /** API calls an hour; null is unlimited. */
  apiRateLimit: number | null;
  supportLevel: string;
  features: string[];
}

/** Seed section 9's tiers; rate limits, support levels and features are Kusasa's own starting values. */
export const PARTNER_TIER_DEFAULTS: readonly PartnerTierDefaults[] = [
  {
    tier: 'basic',
    name: 'Basic',
    monthlyFeeCents: 250_000,
    maxApplications: 100,
    apiRateLimit: 1_000,
    supportLevel: 'Standard',
    features: ['Up to 100 applications a month', 'Institution profile on Kusasa', 'Application dashboard', 'Email support'],
  },
  {
    tier: 'standard',
    name: 'Standard',
    monthlyFeeCents: 500_000,
    maxApplications: 500,
    apiRateLimit: 5_000,
    supportLevel: 'Priority',
    features: ['Up to 500 applications a month', 'Everything in Basic', 'API access', 'Monthly reports', 'Priority support'],
  },
  {
    tier: 'premium',
    name: 'Premium',
    monthlyFeeCents: 1_000_000,
    maxApplications: null,
    apiRateLimit: null,
    supportLevel: 'Dedicated',
    features: ['Unlimited applications', 'Everything in Standard', 'Unlimited API access', 'Dedicated account manager', 'Onboarding sessions'],
  },
];

export const DEFAULT_SUPPORT_LEVEL = 'Standard';
