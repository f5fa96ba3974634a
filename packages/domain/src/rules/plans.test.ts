import { describe, it, expect } from 'vitest';
import {
  DEFAULT_INSTALLMENT_COUNT,
  PLANS,
  PLAN_IDS,
  THANDI_CAPABILITY_COUNTS,
  canCreateApplication,
  canUploadDocument,
  installmentAmountCents,
  installmentCountSchema,
  isFreePlan,
  paymentTierForPlan,
  paymentTierSchema,
  planById,
  planIdForPaymentTier,
  planIdSchema,
  planMeetsFeature,
  planSchema,
} from './plans.ts';
import type { InstallmentCount, PlanId } from './plans.ts';

describe('the plan table', () => {
  it('defines one valid plan per id, in price order', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    for (const plan of PLANS) expect(planSchema.safeParse(plan).success).toBe(true);
  });

  it.each([
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
      priceCents: 19900,
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
      priceCents: 30000,
      maxApplications: 6,
      maxDocuments: null,
      includesVerification: true,
      includesPrioritySupport: true,
      thandiTier: 'advanced',
      badge: null,
      features: ['career counselling', 'document reviews', 'priority queue', 'success insights', 'personalised career roadmap', 'interview preparation'],
    },
  ] as const)('$name matches the spec', (expected) => {
    expect(planById(expected.id)).toEqual(expected);
  });

  it.each([
    ['starter', true],
    ['essential', false],
    ['pro-ai', false],
  ] as const)('isFreePlan(%s) is %s', (planId, free) => {
    expect(isFreePlan(planId)).toBe(free);
  });

  it('counts Thandi capability items per tier', () => {
    expect(THANDI_CAPABILITY_COUNTS).toEqual({ basic: 3, guidance: 4, advanced: 4 });
  });
});

describe('planIdSchema', () => {
  it.each(['starter', 'essential', 'pro-ai'])('accepts %s', (value) => {
    expect(planIdSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', 'Starter', 'pro', 'premium', 'basic', undefined])('rejects %j', (value) => {
    expect(planIdSchema.safeParse(value).success).toBe(false);
  });
});

describe('plan limits', () => {
  it.each<[PlanId, number, boolean]>([
    ['starter', 0, true],
    ['starter', 4, true],
    ['starter', 5, false],
    ['essential', 19, true],
    ['essential', 20, false],
    ['pro-ai', 0, true],
    ['pro-ai', 10_000, true],
  ])('canUploadDocument(%s, %i) is %s', (planId, count, allowed) => {
    expect(canUploadDocument(planId, count)).toBe(allowed);
  });

  it.each<[PlanId, number, boolean]>([
    ['starter', 0, true],
    ['starter', 1, false],
    ['essential', 2, true],
    ['essential', 3, false],
    ['pro-ai', 5, true],
    ['pro-ai', 6, false],
    ['pro-ai', 7, false],
  ])('canCreateApplication(%s, %i) is %s', (planId, count, allowed) => {
    expect(canCreateApplication(planId, count)).toBe(allowed);
  });
});

describe('planMeetsFeature', () => {
  it.each<[PlanId, PlanId, boolean]>([
    ['starter', 'starter', true],
    ['essential', 'starter', true],
    ['pro-ai', 'starter', true],
    ['starter', 'essential', false],
    ['essential', 'essential', true],
    ['pro-ai', 'essential', true],
    ['starter', 'pro-ai', false],
    ['essential', 'pro-ai', false],
    ['pro-ai', 'pro-ai', true],
  ])('a %s user gets a %s feature: %s', (planId, requiredPlan, meets) => {
    expect(planMeetsFeature(planId, requiredPlan)).toBe(meets);
  });
});

describe('payment tiers', () => {
  it.each([
    ['essential', 'basic'],
    ['pro-ai', 'premium'],
  ] as const)('%s is paid as %s and back', (planId, tier) => {
    expect(paymentTierForPlan(planId)).toBe(tier);
    expect(planIdForPaymentTier(tier)).toBe(planId);
  });

  it('has no payment tier for the free Starter plan', () => {
    expect(paymentTierForPlan('starter')).toBeNull();
  });

  it.each(['essential', 'pro-ai', 'standard', ''])('paymentTierSchema rejects %j', (value) => {
    expect(paymentTierSchema.safeParse(value).success).toBe(false);
  });
});

describe('installments', () => {
  it.each<[number, InstallmentCount, number]>([
    [19_900, 4, 5_000],
    [19_900, 2, 10_000],
    [19_900, 3, 6_700],
    [19_900, 6, 3_400],
    [30_000, 2, 15_000],
    [30_000, 3, 10_000],
    [30_000, 4, 7_500],
    [30_000, 6, 5_000],
    [0, 4, 0],
  ])('%i cents over %i installments is %i cents each', (total, count, each) => {
    const amount = installmentAmountCents(total, count);
    expect(amount).toBe(each);
    expect(amount * count).toBeGreaterThanOrEqual(total);
  });

  it('defaults to 4 installments', () => {
    expect(DEFAULT_INSTALLMENT_COUNT).toBe(4);
  });

  it.each([2, 3, 4, 6])('installmentCountSchema accepts %i', (count) => {
    expect(installmentCountSchema.safeParse(count).success).toBe(true);
  });

  it.each([0, 1, 5, 12, '4', null])('installmentCountSchema rejects %j', (count) => {
    expect(installmentCountSchema.safeParse(count).success).toBe(false);
  });

  it.each([0, 5, 12])('installmentAmountCents refuses %i installments at run time', (count) => {
    expect(() => installmentAmountCents(19_900, count as InstallmentCount)).toThrow(RangeError);
  });
});
