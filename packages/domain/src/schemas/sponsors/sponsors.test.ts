import { describe, expect, it } from 'vitest';
import { apsBand, ORGANIZATION_TO_SPONSOR_FILTER, SPONSOR_FILTER_TO_ORGANIZATION, SPONSOR_FILTER_TYPES } from '../../rules/sponsors.ts';
import { adminSponsorTexts, sponsorshipTexts } from '../../sponsor-texts.ts';
import { allocationInputSchema } from './allocations.ts';
import { sponsorCheckoutRequestSchema } from './funding.ts';
import { sponsorshipRequestInputSchema } from './requests.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('sponsorship request input', () => {
  const base = { applicationId: ID, requestedAmountCents: 15_000, consent: true as const };

  it('defaults to the application fee and shares nothing unless chosen', () => {
    expect(sponsorshipRequestInputSchema.parse(base)).toMatchObject({ purpose: 'application_fee', planId: null, visibleFields: [] });
  });

  it('refuses a zero, fractional, negative or too large amount with the seed-style messages', () => {
    for (const [amount, message] of [
      [0, sponsorshipTexts.amountTooSmall],
      [-100, sponsorshipTexts.amountTooSmall],
      [100_001, sponsorshipTexts.amountTooLarge],
      [10.5, sponsorshipTexts.amountNotNumber],
    ] as const) {
      const result = sponsorshipRequestInputSchema.safeParse({ ...base, requestedAmountCents: amount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it('needs consent and, for a plan fee, the plan', () => {
    expect(sponsorshipRequestInputSchema.safeParse({ ...base, consent: false }).error?.issues[0]?.message).toBe(sponsorshipTexts.consentRequired);
    expect(sponsorshipRequestInputSchema.safeParse({ ...base, purpose: 'plan_fee' }).error?.issues[0]?.message).toBe(sponsorshipTexts.planRequired);
    expect(sponsorshipRequestInputSchema.safeParse({ ...base, purpose: 'plan_fee', planId: 'starter' }).success).toBe(false);
  });
});

describe('allocation form', () => {
  it("stores an empty plan or notes as '' and omits an empty expiry", () => {
    expect(allocationInputSchema.parse({ sponsorId: ID, studentId: ID, allocatedOn: '2026-03-01', expiresOn: '', plan: '', notes: '' })).toEqual({
      sponsorId: ID,
      studentId: ID,
      allocatedOn: '2026-03-01',
      expiresOn: null,
      status: 'active',
      plan: '',
      notes: '',
    });
  });

  it('requires the allocation date and an expiry after it', () => {
    expect(allocationInputSchema.safeParse({ sponsorId: ID, studentId: ID, allocatedOn: '' }).error?.issues[0]?.message).toBe(
      adminSponsorTexts.allocatedOnRequired,
    );
    expect(
      allocationInputSchema.safeParse({ sponsorId: ID, studentId: ID, allocatedOn: '2026-03-01', expiresOn: '2026-03-01' }).error?.issues[0]?.message,
    ).toBe(adminSponsorTexts.expiresBeforeAllocated);
  });
});

describe('sponsor checkout', () => {
  it('takes 1 to 20 distinct requests', () => {
    expect(sponsorCheckoutRequestSchema.safeParse({ requestIds: [] }).success).toBe(false);
    expect(sponsorCheckoutRequestSchema.safeParse({ requestIds: [ID, ID] }).success).toBe(false);
    expect(sponsorCheckoutRequestSchema.parse({ requestIds: [ID] })).toEqual({ requestIds: [ID], paymentMethod: 'card' });
  });
});

describe('sponsor rules', () => {
  it('bands an APS score in fives', () => {
    expect(apsBand(30)).toBe('30-34');
    expect(apsBand(34)).toBe('30-34');
    expect(apsBand(null)).toBeNull();
  });

  it('maps the two sponsor type vocabularies both ways', () => {
    for (const type of SPONSOR_FILTER_TYPES) expect(ORGANIZATION_TO_SPONSOR_FILTER[SPONSOR_FILTER_TO_ORGANIZATION[type]]).toBe(type);
  });
});
