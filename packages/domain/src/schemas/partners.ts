import { z } from 'zod';
import { partnerInquiryTexts as iq, partnerTexts as p } from '../partner-texts.ts';
import {
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_INSTITUTION_TYPES,
  INQUIRY_STATUSES,
  INQUIRY_STUDENT_COUNTS,
  INQUIRY_TIERS,
  INTEGRATION_STATUSES,
  PARTNER_CHECKOUT_METHODS,
  PARTNER_NOTE_TYPES,
  PARTNER_PAYMENT_METHODS,
  PARTNER_PAYMENT_STATUSES,
  PARTNER_STATUSES,
  PARTNER_TIERS,
  PARTNER_TYPES,
  RECORDED_PARTNER_PAYMENT_STATUSES,
} from '../rules/partners.ts';
import { isWebsiteUrl, WEBSITE_MAX_LENGTH } from './audience-registration.ts';
import { PAYMENT_OUTCOMES, paymentStatusSchema } from './payments.ts';

/*
 * The partner CRM, partner inquiries, tier configuration and the partner portal (seed 002
 * sections 2 to 9). camelCase on the wire; amounts are integer cents (ZAR); calendar dates are
 * 'YYYY-MM-DD' (South African days); timestamps ISO 8601. Errors have the app's one shape
 * {error: {code, message, fields?}}. Every admin write is an ADMIN_ACTION audit entry.
 *
 * ADMIN CRM (admin only; others 401/403)
 *
 * GET    /api/admin/partners?search=&type=              partnerListResponseSchema {partners}
 *        search: part of the name or contact email (case-insensitive); type: one of PARTNER_TYPES
 *        (anything else 400). Newest first, at most 500.
 * POST   /api/admin/partners                             body partnerCreateSchema -> 201 partnerResponseSchema {partner}
 * GET    /api/admin/partners/:partnerId                  partnerResponseSchema; 404 'Partner not found'
 * PATCH  /api/admin/partners/:partnerId                  body partnerUpdateSchema (Settings; any subset) -> partnerResponseSchema
 * PUT    /api/admin/partners/:partnerId/tier             body {tier} -> partnerResponseSchema
 * PUT    /api/admin/partners/:partnerId/integration-status  body {integrationStatus} -> partnerResponseSchema
 *        Any status may be set (the admin advances it, or corrects a mistake); the checklist follows.
 * PUT    /api/admin/partners/:partnerId/mou              body: the PDF's bytes (content-type application/pdf
 *        or application/octet-stream, at most 10 MB; the bytes must be a PDF, else 415) -> partnerResponseSchema
 *        ('Signed MoU Uploaded' is then done). A new upload replaces the old file.
 * GET    /api/admin/partners/:partnerId/mou              the PDF (inline); 404 partnerTexts.mouMissing
 * GET    /api/admin/partners/:partnerId/payments         partnerPaymentListSchema {payments}, newest first;
 *        status 'overdue' when pending after its due date (today by the server's clock, SA time)
 * POST   /api/admin/partners/:partnerId/payments         body recordPartnerPaymentSchema -> 201 {payment}
 *        invoiceNumber omitted: the next INV-{year}-{nnnnnn}. 409 partnerTexts.invoiceTaken.
 * POST   /api/admin/partners/:partnerId/payments/:paymentId/mark-paid  body markPartnerPaymentPaidSchema -> {payment}
 *        409 partnerTexts.paymentAlreadyPaid
 * GET    /api/admin/partners/:partnerId/notes            partnerNoteListSchema {notes}, newest first
 * POST   /api/admin/partners/:partnerId/notes            body newPartnerNoteSchema -> 201 {note}
 * GET    /api/admin/partners/analytics                   partnerAnalyticsSchema
 * GET    /api/admin/partner-tiers                        tierConfigListSchema {tiers}, by fee (cheapest first), disabled included
 * PATCH  /api/admin/partner-tiers/:tierId                body tierConfigUpdateSchema (toggle with {active}) -> {tier}
 * GET    /api/admin/partner-inquiries                    inquiryListSchema {inquiries}, newest first, each with
 *        its allowed next statuses and the replies sent
 * POST   /api/admin/partner-inquiries/:inquiryId/status  body {status: contacted|rejected|converted}
 *        -> inquiryStatusChangeResponseSchema {inquiry, partnerId}; 409 CONFLICT for a move the state
 *        machine refuses (nothing written). Converting creates the partner from the inquiry (pending,
 *        prefilled) in the same transaction and returns its id (open /admin/partners/{partnerId}).
 * POST   /api/admin/partner-inquiries/:inquiryId/replies body inquiryReplySchema -> 201 {reply}
 *        Always allowed (Send Email); mailed to the inquiry's contact email and kept with it.
 *
 * PUBLIC
 *
 * GET    /api/partner-tiers                              tierConfigListSchema: active tiers only, by fee
 * GET    /api/partner-inquiries/form                     inquiryFormResponseSchema {formToken, minFillSeconds}
 *        Fetch when the form opens; send the token with the inquiry.
 * POST   /api/partner-inquiries                          body inquiryRequestSchema -> 201 {message: partnerInquiryTexts.submitted}
 *        The hidden honeypot field (INQUIRY_HONEYPOT_FIELD) must stay empty and the form must be
 *        at least INQUIRY_MIN_FILL_SECONDS old: otherwise the answer is the same 201 and nothing is
 *        kept. An expired or altered token is 400 partnerInquiryTexts.formExpired (fields.formToken):
 *        fetch a new token and send again. 429 after INQUIRY_RATE_LIMIT_PER_HOUR from one address.
 *        Admins get a notification for each inquiry.
 *
 * PARTNER PORTAL (signed in as an institution, sponsor or NSFAS account; admins where noted)
 *
 * GET    /api/partner/dashboard                          partnerDashboardSchema: the gate for the caller
 *        ({gate: 'no-partner'} | {gate: 'payment-required', ...} | {gate: 'active', ...}). Admins too
 *        (they own none: 'no-partner'; they open a partner's by id).
 * GET    /api/partner/dashboard/:partnerId               the same for one partner: its owner or an admin;
 *        anyone else 404 'Partner not found'.
 * POST   /api/partner/register                           body partnerRegistrationSchema -> 201 partnerDashboardSchema
 *        The caller's organisation becomes a pending partner (created_by and owner = them). If an admin
 *        already created a partner with the caller's confirmed email as contact email and no owner
 *        (e.g. a converted inquiry), that record is claimed instead. 409 alreadyRegistered.
 * POST   /api/partner/checkout                           body {paymentMethod: 'eft'|'card'} -> createPaymentResponseSchema
 *        (as POST /api/payments: submit `fields` to `paymentUrl`). Priced from the partner's tier.
 *        Return: /partner/checkout?m_payment_id={ref}; cancel: /partner/checkout?m_payment_id={ref}&cancelled=1.
 *        404 no partner; 409 alreadyActive / tierUnavailable.
 * GET    /api/partner/checkout/:merchantReference        partnerCheckoutStatusSchema (own payments only)
 * POST   /api/partner/checkout/:merchantReference/check  the same after asking the provider (simulator)
 */

// ---- Shared pieces

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

const optionalEmail = (message: string) =>
  z
    .union([z.literal(''), z.email({ error: message }).max(254, { error: message })])
    .nullish()
    .transform((value) => (value ? value : null));

const optionalWebsite = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(WEBSITE_MAX_LENGTH, { error: message })
    .refine(isWebsiteUrl, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

/** Digits, spaces, +, -, ( and ): partners include funders outside South Africa. */
const optionalPhone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^$|^\+?[0-9 ()-]{7,20}$/, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const calendarDate = z.iso.date();
const optionalDate = calendarDate.nullish().transform((value) => value ?? null);
const timestamp = z.iso.datetime();

export const partnerTypeSchema = z.enum(PARTNER_TYPES, { error: p.selectType });
export const partnerTierSchema = z.enum(PARTNER_TIERS, { error: p.selectTier });
export const partnerStatusSchema = z.enum(PARTNER_STATUSES);
export const integrationStatusSchema = z.enum(INTEGRATION_STATUSES);

export const partnerIdParamsSchema = z.object({ partnerId: z.uuid() });
export const partnerPaymentParamsSchema = z.object({ partnerId: z.uuid(), paymentId: z.uuid() });
export const tierIdParamsSchema = z.object({ tierId: z.uuid() });
export const inquiryIdParamsSchema = z.object({ inquiryId: z.uuid() });

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

const partnerFields = {
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

// ---- Payments

export const partnerPaymentSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  amountCents: z.int(),
  paymentMethod: z.string().nullable(),
  /** paid, pending, or overdue (pending after its due date). */
  status: z.enum(PARTNER_PAYMENT_STATUSES),
  paymentDate: calendarDate.nullable(),
  dueDate: calendarDate.nullable(),
  invoiceNumber: z.string(),
  referenceNumber: z.string().nullable(),
  /** 'checkout': paid through PayFast on /partner/checkout; 'recorded': entered by an admin. */
  source: z.enum(['checkout', 'recorded']),
  createdAt: timestamp,
});
export type PartnerPayment = z.infer<typeof partnerPaymentSchema>;

export const partnerPaymentListSchema = z.object({ payments: z.array(partnerPaymentSchema) });
export type PartnerPaymentList = z.infer<typeof partnerPaymentListSchema>;
export const partnerPaymentResponseSchema = z.object({ payment: partnerPaymentSchema });

const invoiceNumberField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/._-]{0,39}$/, { error: 'Letters, digits and - _ . / only, at most 40' });

export const recordPartnerPaymentSchema = z
  .object({
    amountCents: z.int().min(1, { error: 'The amount must be more than R0' }).max(2_000_000_000),
    paymentMethod: z.enum(PARTNER_PAYMENT_METHODS),
    status: z.enum(RECORDED_PARTNER_PAYMENT_STATUSES),
    /** A paid payment's date; omitted, the server's today (SA time). A pending one has none. */
    paymentDate: optionalDate,
    dueDate: calendarDate,
    invoiceNumber: invoiceNumberField.optional(),
    referenceNumber: optionalText(60),
  })
  .refine((value) => value.status === 'paid' || value.paymentDate === null, { path: ['paymentDate'], error: 'Only a paid payment has a payment date' });
export type RecordPartnerPayment = z.input<typeof recordPartnerPaymentSchema>;
export type RecordPartnerPaymentValues = z.output<typeof recordPartnerPaymentSchema>;

export const markPartnerPaymentPaidSchema = z.object({ paymentDate: optionalDate, referenceNumber: optionalText(60) });
export type MarkPartnerPaymentPaid = z.input<typeof markPartnerPaymentPaidSchema>;

// ---- Notes

export const partnerNoteSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  note: z.string(),
  noteType: z.enum(PARTNER_NOTE_TYPES),
  createdBy: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  createdAt: timestamp,
});
export type PartnerNote = z.infer<typeof partnerNoteSchema>;
export const partnerNoteListSchema = z.object({ notes: z.array(partnerNoteSchema) });
export const partnerNoteResponseSchema = z.object({ note: partnerNoteSchema });

export const newPartnerNoteSchema = z.object({
  note: z.string({ error: p.noteRequired }).trim().min(1, { error: p.noteRequired }).max(5000),
  noteType: z.enum(PARTNER_NOTE_TYPES).default('general'),
});
export type NewPartnerNote = z.input<typeof newPartnerNoteSchema>;

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

// ---- Analytics

const countsOf = <const T extends readonly [string, ...string[]]>(keys: T) => z.array(z.object({ key: z.enum(keys), count: z.int() }));

export const partnerAnalyticsSchema = z.object({
  partnersByType: countsOf(PARTNER_TYPES),
  partnersByTier: countsOf(PARTNER_TIERS),
  partnersByStatus: countsOf(PARTNER_STATUSES),
  totalPartners: z.int(),
  inquiriesByStatus: countsOf(INQUIRY_STATUSES),
  totalInquiries: z.int(),
  /** Converted inquiries over all inquiries (0 to 1); null when there are none. */
  conversionRate: z.number().nullable(),
  /** Paid partner payments by the month of their payment date, oldest first ('YYYY-MM'). */
  revenueByMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amountCents: z.int(), payments: z.int() })),
  overdue: z.object({
    count: z.int(),
    amountCents: z.int(),
    /** The oldest due first, at most 50. */
    payments: z.array(partnerPaymentSchema.extend({ partnerName: z.string() })),
  }),
});
export type PartnerAnalytics = z.infer<typeof partnerAnalyticsSchema>;

// ---- Inquiries

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const inquiryRequestSchema = z.object({
  institutionName: requiredText(iq.institutionNameRequired, 200),
  institutionType: z.enum(INQUIRY_INSTITUTION_TYPES, { error: iq.institutionTypeRequired }),
  contactName: requiredText(iq.contactNameRequired, 100),
  contactEmail: z.email({ error: iq.contactEmailInvalid }).max(254, { error: iq.contactEmailInvalid }),
  contactPhone: optionalPhone(p.phoneInvalid),
  website: optionalWebsite(iq.websiteInvalid),
  studentCount: z
    .enum(INQUIRY_STUDENT_COUNTS)
    .nullish()
    .transform((value) => value ?? null),
  interestedTier: z
    .enum(INQUIRY_TIERS)
    .nullish()
    .transform((value) => value ?? null),
  message: optionalText(5000),
  formToken: z.string({ error: iq.formExpired }).min(1, { error: iq.formExpired }).max(200, { error: iq.formExpired }),
  [INQUIRY_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;
export type InquiryRequestValues = z.output<typeof inquiryRequestSchema>;

export const inquiryFormResponseSchema = z.object({ formToken: z.string(), minFillSeconds: z.int() });
export type InquiryFormResponse = z.infer<typeof inquiryFormResponseSchema>;
export const inquirySubmittedResponseSchema = z.object({ message: z.string() });

export const inquiryReplySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  sentTo: z.string(),
  sentBy: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  sentAt: timestamp,
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

export const inquirySchema = z.object({
  id: z.uuid(),
  institutionName: z.string(),
  institutionType: z.enum(INQUIRY_INSTITUTION_TYPES),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  studentCount: z.enum(INQUIRY_STUDENT_COUNTS).nullable(),
  interestedTier: z.enum(INQUIRY_TIERS).nullable(),
  message: z.string().nullable(),
  /** Empty in the store reads as pending. */
  status: inquiryStatusSchema,
  /** The status buttons to show (INQUIRY_TRANSITIONS); Send Email is always available. */
  nextStatuses: z.array(inquiryStatusSchema),
  /** The partner a converted inquiry became. */
  partnerId: z.uuid().nullable(),
  replies: z.array(inquiryReplySchema),
  createdAt: timestamp,
});
export type Inquiry = z.infer<typeof inquirySchema>;
export const inquiryListSchema = z.object({ inquiries: z.array(inquirySchema) });
export type InquiryList = z.infer<typeof inquiryListSchema>;

export const inquiryStatusChangeSchema = z.object({ status: z.enum(['contacted', 'rejected', 'converted']) });
export type InquiryStatusChange = z.infer<typeof inquiryStatusChangeSchema>;
export const inquiryStatusChangeResponseSchema = z.object({ inquiry: inquirySchema, partnerId: z.uuid().nullable() });
export type InquiryStatusChangeResponse = z.infer<typeof inquiryStatusChangeResponseSchema>;

export const newInquiryReplySchema = z.object({
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || iq.defaultReplySubject),
  message: z.string({ error: iq.replyMessageRequired }).trim().min(1, { error: iq.replyMessageRequired }).max(10_000),
});
export type NewInquiryReply = z.input<typeof newInquiryReplySchema>;
export const inquiryReplyResponseSchema = z.object({ reply: inquiryReplySchema });

// ---- Partner portal

export const partnerRegistrationSchema = z.object({
  name: partnerFields.name,
  type: partnerTypeSchema,
  tier: partnerTierSchema,
  contactPerson: partnerFields.contactPerson,
  /** Omitted: the account's email. */
  contactEmail: partnerFields.contactEmail,
  phone: partnerFields.phone,
  website: partnerFields.website,
  organizationType: partnerFields.organizationType,
});
export type PartnerRegistration = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistrationValues = z.output<typeof partnerRegistrationSchema>;

export const portalPartnerSchema = partnerSchema.omit({ createdBy: true, ownerId: true, annualInvestmentCents: true, updatedAt: true });
export type PortalPartner = z.infer<typeof portalPartnerSchema>;

export const partnerDashboardSchema = z.discriminatedUnion('gate', [
  z.object({ gate: z.literal('no-partner') }),
  z.object({
    gate: z.literal('payment-required'),
    partner: portalPartnerSchema,
    /** The tier's price for the payment prompt; null when the tier is disabled. */
    tier: tierConfigSchema.nullable(),
    payments: z.array(partnerPaymentSchema),
  }),
  z.object({
    gate: z.literal('active'),
    partner: portalPartnerSchema,
    tier: tierConfigSchema.nullable(),
    payments: z.array(partnerPaymentSchema),
    /** Honest: the applications overview is not built yet. */
    applicationsOverview: z.object({ available: z.literal(false) }),
  }),
]);
export type PartnerDashboard = z.infer<typeof partnerDashboardSchema>;

export const partnerCheckoutRequestSchema = z.object({ paymentMethod: z.enum(PARTNER_CHECKOUT_METHODS).default('eft') });
export type PartnerCheckoutRequest = z.input<typeof partnerCheckoutRequestSchema>;

export const partnerCheckoutStatusSchema = z.object({
  merchantReference: z.string(),
  status: paymentStatusSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountCents: z.int(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  partnerStatus: partnerStatusSchema,
});
export type PartnerCheckoutStatus = z.infer<typeof partnerCheckoutStatusSchema>;
