import type { Inquiry } from '@kusasa/domain/schemas/partners/inquiries';
import type { Partner } from '@kusasa/domain/schemas/partners/partners';
import type { PartnerPayment } from '@kusasa/domain/schemas/partners/payments';
import type { TierConfig } from '@kusasa/domain/schemas/partners/tiers';

// Wire-shaped records for the CRM's page tests.

export const PARTNER_ID = '00000000-0000-4000-8000-0000000000a1';

export function partnerOf(overrides: Partial<Partner> = {}): Partner {
  return {
    id: PARTNER_ID,
    name: 'Ubuntu University',
    type: 'university',
    tier: 'standard',
    status: 'pending',
    integrationStatus: 'pending',
    checklist: { mouUploaded: false, integrationDetails: false, apiTest: false, onboardingSession: false },
    integrationComplete: false,
    mouUploadedAt: null,
    contactPerson: 'Nomsa Khumalo',
    contactEmail: 'nomsa@ubuntu.ac.za',
    phone: '011 555 0100',
    website: 'https://ubuntu.ac.za',
    organizationType: null,
    annualInvestmentCents: null,
    contractStartDate: null,
    contractEndDate: null,
    createdBy: null,
    ownerId: null,
    createdAt: '2026-03-11T12:05:00.000Z',
    updatedAt: '2026-03-11T12:05:00.000Z',
    ...overrides,
  };
}

export function paymentOf(overrides: Partial<PartnerPayment> = {}): PartnerPayment {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    partnerId: PARTNER_ID,
    amountCents: 500_000,
    paymentMethod: 'eft',
    status: 'paid',
    paymentDate: '2026-03-12',
    dueDate: '2026-03-31',
    invoiceNumber: 'INV-2026-000001',
    referenceNumber: 'KUS-REF-1',
    source: 'checkout',
    createdAt: '2026-03-12T08:00:00.000Z',
    ...overrides,
  };
}

export function inquiryOf(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    institutionName: 'Karoo TVET College',
    institutionType: 'tvet',
    contactName: 'Pieter Botha',
    contactEmail: 'pieter@karoo.edu.za',
    contactPhone: null,
    website: null,
    studentCount: '1000-5000',
    interestedTier: 'basic',
    message: 'We would like to receive applications.',
    status: 'pending',
    nextStatuses: ['contacted', 'rejected'],
    partnerId: null,
    replies: [],
    createdAt: '2026-03-10T09:00:00.000Z',
    ...overrides,
  };
}

export function tierOf(overrides: Partial<TierConfig> = {}): TierConfig {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    tier: 'basic',
    name: 'Basic',
    monthlyFeeCents: 250_000,
    maxApplications: 100,
    apiRateLimit: 1000,
    supportLevel: 'Standard',
    features: ['Up to 100 applications a month'],
    active: true,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
