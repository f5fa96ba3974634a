import { z } from 'zod';
import { partnerTexts as p } from '../../partner-texts.ts';
import { PARTNER_TYPES } from '../../rules/partners.ts';
import {
  calendarDate,
  integrationStatusSchema,
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalWebsite,
  partnerStatusSchema,
  partnerTierSchema,
  partnerTypeSchema,
  timestamp,
} from './common.ts';

// ---- Partners

export const integrationChecklistSchema = z.object({
  mouUploaded: z.boolean(),
  integrationDetails: z.boolean(),
  apiTest: z.boolean(),
  onboardingSession: z.boolean(),
});

export const partnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: partnerTypeSchema,
  tier: partnerTierSchema,
  status: partnerStatusSchema,
  integrationStatus: integrationStatusSchema,
  checklist: integrationChecklistSchema,
  integrationComplete: z.boolean(),
  mouUploadedAt: timestamp.nullable(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  organizationType: z.string().nullable(),
  annualInvestmentCents: z.int().nullable(),
  contractStartDate: calendarDate.nullable(),
  contractEndDate: calendarDate.nullable(),
  /** Who created the record (an admin, or the organisation's user through the portal). */
  createdBy: z.uuid().nullable(),
  /** The organisation's account that sees it on /partner-dashboard; null until one registers. */
  ownerId: z.uuid().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(PARTNER_TYPES).optional(),
});
export type PartnersQuery = z.input<typeof partnersQuerySchema>;

export const partnerListResponseSchema = z.object({ partners: z.array(partnerSchema) });
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;
export const partnerResponseSchema = z.object({ partner: partnerSchema });
export type PartnerResponse = z.infer<typeof partnerResponseSchema>;

export const partnerFields = {
  name: z.string({ error: p.nameTooShort }).trim().min(2, { error: p.nameTooShort }).max(200, { error: 'Must be at most 200 characters' }),
  type: partnerTypeSchema,
  tier: partnerTierSchema,
  status: partnerStatusSchema,
  integrationStatus: integrationStatusSchema,
  contactPerson: optionalText(100),
  contactEmail: optionalEmail(p.emailInvalid),
  phone: optionalPhone(p.phoneInvalid),
  website: optionalWebsite(p.websiteInvalid),
  organizationType: optionalText(100),
  annualInvestmentCents: z
    .int()
    .min(0)
    .max(100_000_000_000)
    .nullish()
    .transform((value) => value ?? null),
  contractStartDate: optionalDate,
  contractEndDate: optionalDate,
};

const contractDatesInOrder = (value: { contractStartDate?: string | null; contractEndDate?: string | null }) =>
  !value.contractStartDate || !value.contractEndDate || value.contractStartDate <= value.contractEndDate;
const contractDatesRefinement = { path: ['contractEndDate'], error: p.contractDatesOrder };

export const partnerCreateSchema = z
  .object({
    ...partnerFields,
    tier: partnerFields.tier.default('basic'),
    status: partnerFields.status.default('pending'),
    integrationStatus: partnerFields.integrationStatus.default('pending'),
  })
  .refine(contractDatesInOrder, contractDatesRefinement);
export type PartnerCreate = z.input<typeof partnerCreateSchema>;
export type PartnerCreateValues = z.output<typeof partnerCreateSchema>;

/** Settings: any subset. The contract dates are checked again against the stored ones. */
export const partnerUpdateSchema = z
  .object(partnerFields)
  .partial()
  .refine(contractDatesInOrder, contractDatesRefinement)
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change' });
export type PartnerUpdate = z.input<typeof partnerUpdateSchema>;
export type PartnerUpdateValues = z.output<typeof partnerUpdateSchema>;

export const partnerTierChangeSchema = z.object({ tier: partnerTierSchema });
export const integrationStatusChangeSchema = z.object({ integrationStatus: integrationStatusSchema });

export const MAX_MOU_BYTES = 10 * 1024 * 1024;
