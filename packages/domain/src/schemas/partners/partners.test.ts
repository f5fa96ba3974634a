import { describe, expect, it } from 'vitest';
import { partnerInquiryTexts } from '../../partner-texts.ts';
import { inquiryRequestSchema } from './inquiries.ts';
import { partnerCreateSchema, partnerUpdateSchema } from './partners.ts';
import { recordPartnerPaymentSchema } from './payments.ts';

const inquiry = {
  institutionName: 'Ikhwezi TVET College',
  institutionType: 'tvet',
  contactName: 'Thandeka Mokoena',
  contactEmail: 'thandeka@ikhwezi.ac.za',
  formToken: 'token',
};

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the partner inquiry (seed 002 section 5)', () => {
  it('needs the institution name and type, the contact name and a valid contact email', () => {
    const result = inquiryRequestSchema.safeParse({ formToken: 'token', contactEmail: 'not-an-email' });
    expect(firstMessages(result)).toEqual({
      institutionName: partnerInquiryTexts.institutionNameRequired,
      institutionType: partnerInquiryTexts.institutionTypeRequired,
      contactName: partnerInquiryTexts.contactNameRequired,
      contactEmail: partnerInquiryTexts.contactEmailInvalid,
    });
  });

  it("accepts the seed's institution types, student counts and tiers only; the rest is optional", () => {
    expect(inquiryRequestSchema.parse(inquiry)).toMatchObject({ contactPhone: null, website: null, studentCount: null, interestedTier: null, message: null });
    for (const institutionType of ['university', 'tvet', 'private_college', 'school'])
      expect(inquiryRequestSchema.safeParse({ ...inquiry, institutionType }).success).toBe(true);
    for (const studentCount of ['<1000', '1000-5000', '5000-10000', '10000+'])
      expect(inquiryRequestSchema.safeParse({ ...inquiry, studentCount }).success).toBe(true);
    for (const interestedTier of ['basic', 'standard', 'premium', 'custom'])
      expect(inquiryRequestSchema.safeParse({ ...inquiry, interestedTier }).success).toBe(true);
    expect(inquiryRequestSchema.safeParse({ ...inquiry, institutionType: 'college' }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ ...inquiry, studentCount: '500' }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ ...inquiry, interestedTier: 'gold' }).success).toBe(false);
    expect(firstMessages(inquiryRequestSchema.safeParse({ ...inquiry, website: 'not a url' }))).toEqual({ website: partnerInquiryTexts.websiteInvalid });
    expect(inquiryRequestSchema.parse({ ...inquiry, website: '', contactPhone: '' })).toMatchObject({ website: null, contactPhone: null });
  });
});

describe('partner records', () => {
  it('start pending on Basic with integration pending, and keep contract dates in order', () => {
    expect(partnerCreateSchema.parse({ name: 'Umfundi SETA', type: 'seta' })).toMatchObject({
      tier: 'basic',
      status: 'pending',
      integrationStatus: 'pending',
      contactEmail: null,
    });
    expect(partnerCreateSchema.safeParse({ name: 'X College', type: 'tvet', contractStartDate: '2026-03-01', contractEndDate: '2026-02-28' }).success).toBe(
      false,
    );
    expect(partnerCreateSchema.safeParse({ name: 'X College', type: 'college' }).success).toBe(false);
    expect(partnerUpdateSchema.safeParse({}).success).toBe(false);
    expect(partnerUpdateSchema.parse({ website: '' })).toEqual({ website: null });
  });

  it('records a payment: only a paid one has a payment date', () => {
    const base = { amountCents: 250_000, paymentMethod: 'eft', dueDate: '2026-03-31' };
    expect(recordPartnerPaymentSchema.safeParse({ ...base, status: 'pending', paymentDate: '2026-03-01' }).success).toBe(false);
    expect(recordPartnerPaymentSchema.parse({ ...base, status: 'paid' })).toMatchObject({ paymentDate: null, referenceNumber: null });
    expect(recordPartnerPaymentSchema.safeParse({ ...base, status: 'overdue' }).success).toBe(false);
  });
});
