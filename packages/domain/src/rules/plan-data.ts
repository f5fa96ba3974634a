// The plans as plain data and rules, with no zod: the pricing page and the registration plan
// panel import this, so a visitor's first pages do not download and start zod (issue 16).
// The schemas for the same values live in ./plans.ts, which re-exports everything here.

// Plans are bought once per application season; every amount is integer cents (ZAR).

export const PLAN_IDS = ['starter', 'essential', 'pro-ai'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export const THANDI_TIERS = ['basic', 'guidance', 'advanced'] as const;
export type ThandiTier = (typeof THANDI_TIERS)[number];

// How many capability items the Thandi assistant lists for each tier.
export const THANDI_CAPABILITY_COUNTS = { basic: 3, guidance: 4, advanced: 4 } as const satisfies Record<ThandiTier, number>;

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  maxApplications: number;
  maxDocuments: number | null; // null: unlimited
  includesVerification: boolean;
  includesPrioritySupport: boolean;
  thandiTier: ThandiTier;
  badge: string | null;
  features: readonly string[];
}

// Feature wording is kept exactly as the spec writes it (lower case); capitalise in the view if wanted.
export const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 0,
    maxApplications: 1,
    maxDocuments: 5,
    includesVerification: false,
    includesPrioritySupport: false,
    thandiTier: 'basic',
    badge: null,
    features: ['basic chat support', 'basic APS calculator', 'deadline alerts', 'program browsing', 'community support'],
  },
  {
    id: 'essential',
    name: 'Essential',
    priceCents: 19_900,
    maxApplications: 3,
    maxDocuments: 20,
    includesVerification: true,
    includesPrioritySupport: false,
    thandiTier: 'guidance',
    badge: 'Most Popular',
    features: ['document management', 'form auto-fill', 'NSFAS guidance and tracking', 'email support', 'branded application PDFs'],
  },
  {
    id: 'pro-ai',
    name: 'Pro + AI',
    priceCents: 30_000,
    maxApplications: 6,
    maxDocuments: null,
    includesVerification: true,
    includesPrioritySupport: true,
    thandiTier: 'advanced',
    badge: null,
    features: ['career counselling', 'document reviews', 'priority queue', 'success insights', 'personalised career roadmap', 'interview preparation'],
  },
] as const satisfies readonly Plan[];

export function planById(planId: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === planId);
  // PLANS lists every PlanId (checked by the tests), so this only fires if the two drift apart.
  if (!plan) throw new Error(`No plan is defined for ${planId}`);
  return plan;
}

export function isFreePlan(planId: PlanId): boolean {
  return planById(planId).priceCents === 0;
}

export function canUploadDocument(planId: PlanId, currentCount: number): boolean {
  const { maxDocuments } = planById(planId);
  return maxDocuments === null || currentCount < maxDocuments;
}

export function canCreateApplication(planId: PlanId, currentCount: number): boolean {
  return currentCount < planById(planId).maxApplications;
}

/** Gated features name the cheapest plan that includes them; every dearer plan includes them too. */
export function planMeetsFeature(planId: PlanId, requiredPlan: PlanId): boolean {
  return PLAN_IDS.indexOf(planId) >= PLAN_IDS.indexOf(requiredPlan);
}

/** Where a learner stopped by their plan (a cap or a gated feature) is sent to choose a better one. */
export const UPGRADE_URL = '/pricing';

// The payment provider knows the paid plans by these identifiers, not by plan id.
export const PAYMENT_TIERS = ['basic', 'premium'] as const;
export type PaymentTier = (typeof PAYMENT_TIERS)[number];

export const PLAN_ID_BY_PAYMENT_TIER = { basic: 'essential', premium: 'pro-ai' } as const satisfies Record<PaymentTier, PlanId>;

/** null for Starter, which is free and never goes through payment. */
export function paymentTierForPlan(planId: PlanId): PaymentTier | null {
  if (planId === 'essential') return 'basic';
  if (planId === 'pro-ai') return 'premium';
  return null;
}

export function planIdForPaymentTier(tier: PaymentTier): PlanId {
  return PLAN_ID_BY_PAYMENT_TIER[tier];
}

export const INSTALLMENT_COUNTS = [2, 3, 4, 6] as const;
export const DEFAULT_INSTALLMENT_COUNT = 4;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];

/**
 * One installment, rounded up to whole rand as the product shows it (R199 over 4 is R50, not R49.75),
 * so the installments always cover the total.
 */
export function installmentAmountCents(totalCents: number, count: InstallmentCount): number {
  if (!INSTALLMENT_COUNTS.includes(count)) throw new RangeError(`Installments come in ${INSTALLMENT_COUNTS.join(', ')}, not ${count}`);
  return Math.ceil(totalCents / (count * 100)) * 100;
}
