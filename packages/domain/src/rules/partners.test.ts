import { describe, expect, it } from 'vitest';
import {
  canMoveInquiry,
  conversionRate,
  INQUIRY_STATUSES,
  invoiceNumber,
  partnerGate,
  partnerPaymentStatus,
  partnerTierForInquiry,
  partnerTypeForInquiry,
  type InquiryStatus,
} from './partners.ts';
import { PARTNER_TIER_DEFAULTS } from './partner-tiers.ts';
import {
  INTEGRATION_STATUSES,
  integrationChecklist,
  integrationStatusGroup,
  isIntegrationComplete,
  nextIntegrationStatus,
  type IntegrationStatus,
} from './partner-integration.ts';

describe('the integration checklist (seed 002 section 4)', () => {
  const UPLOADED = '2026-03-01T08:00:00.000Z';
  // mou, status -> Signed MoU Uploaded, API Integration Details Provided, API Test Successful, Onboarding Session Complete, Integration Complete
  it.each<[string | null, IntegrationStatus, [boolean, boolean, boolean, boolean], boolean]>([
    [null, 'pending', [false, false, false, false], false],
    [null, 'in_progress', [false, false, false, false], false],
    [null, 'integration_details', [false, true, false, false], false],
    [null, 'test_api', [false, true, true, false], false],
    [null, 'completed', [false, true, true, true], true],
    [UPLOADED, 'pending', [true, false, false, false], false],
    [UPLOADED, 'in_progress', [true, false, false, false], false],
    [UPLOADED, 'integration_details', [true, true, false, false], false],
    [UPLOADED, 'test_api', [true, true, true, false], false],
    [UPLOADED, 'completed', [true, true, true, true], true],
  ])('MoU %s, status %s', (mouUploadedAt, integrationStatus, [mou, details, test, onboarding], complete) => {
    expect(integrationChecklist({ mouUploadedAt, integrationStatus })).toEqual({
      mouUploaded: mou,
      integrationDetails: details,
      apiTest: test,
      onboardingSession: onboarding,
    });
    expect(isIntegrationComplete(integrationStatus)).toBe(complete);
  });

  it("reads the CRM cards' three groups and advances one status at a time", () => {
    expect(INTEGRATION_STATUSES.map(integrationStatusGroup)).toEqual(['not_started', 'in_progress', 'in_progress', 'in_progress', 'completed']);
    expect(INTEGRATION_STATUSES.map(nextIntegrationStatus)).toEqual(['in_progress', 'integration_details', 'test_api', 'completed', null]);
  });
});

describe('the inquiry state machine (seed 002 section 4)', () => {
  // from (stored) -> the moves allowed
  it.each<[string | null, InquiryStatus[]]>([
    ['pending', ['contacted', 'rejected']],
    [null, ['contacted', 'rejected']],
    ['', ['contacted', 'rejected']],
    ['contacted', ['converted']],
    ['converted', []],
    ['rejected', []],
  ])('from %j allows exactly %j', (from, allowed) => {
    for (const to of INQUIRY_STATUSES) expect(canMoveInquiry(from, to), `${String(from)} -> ${to}`).toBe(allowed.includes(to));
  });

  it("prefills a converted inquiry's partner type and tier", () => {
    expect([
      partnerTypeForInquiry('university'),
      partnerTypeForInquiry('tvet'),
      partnerTypeForInquiry('private_college'),
      partnerTypeForInquiry('school'),
    ]).toEqual(['university', 'tvet', 'other', 'other']);
    expect([
      partnerTierForInquiry('basic'),
      partnerTierForInquiry('standard'),
      partnerTierForInquiry('premium'),
      partnerTierForInquiry('custom'),
      partnerTierForInquiry(null),
    ]).toEqual(['basic', 'standard', 'premium', 'basic', 'basic']);
  });

  it('gives the conversion rate only when there are inquiries', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(1, 4)).toBe(0.25);
  });
});

describe('partner payments', () => {
  it.each([
    ['paid', '2026-03-01', '2026-03-10', 'paid'],
    ['pending', '2026-03-10', '2026-03-10', 'pending'],
    ['pending', '2026-03-09', '2026-03-10', 'overdue'],
    ['pending', null, '2026-03-10', 'pending'],
    ['paid', '2020-01-01', '2026-03-10', 'paid'],
  ] as const)('%s, due %s, on %s: %s', (stored, due, today, expected) => {
    expect(partnerPaymentStatus(stored, due, today)).toBe(expected);
  });

  it('numbers invoices by year and sequence', () => {
    expect(invoiceNumber(2026, 42)).toBe('INV-2026-000042');
    expect(invoiceNumber(2027, 1_234_567)).toBe('INV-2027-1234567');
  });
});

describe('the partner dashboard gate', () => {
  it('is no-partner, payment-required for anything but active, or active', () => {
    expect(partnerGate(null)).toBe('no-partner');
    expect(partnerGate({ status: 'pending' })).toBe('payment-required');
    expect(partnerGate({ status: 'inactive' })).toBe('payment-required');
    expect(partnerGate({ status: 'active' })).toBe('active');
  });
});

describe('the seed tiers', () => {
  it('are Basic R2,500 (100 applications), Standard R5,000 (500) and Premium R10,000 (unlimited) a month', () => {
    expect(PARTNER_TIER_DEFAULTS.map(({ tier, monthlyFeeCents, maxApplications }) => [tier, monthlyFeeCents, maxApplications])).toEqual([
      ['basic', 250_000, 100],
      ['standard', 500_000, 500],
      ['premium', 1_000_000, null],
    ]);
  });
});
