import { z } from 'zod';
import { partnerTexts as p } from '../../partner-texts.ts';
import { PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES } from '../../rules/partners.ts';
import { INTEGRATION_STATUSES } from '../../rules/partner-integration.ts';
import { isWebsiteUrl, WEBSITE_MAX_LENGTH } from '../audience-registration.ts';

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

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

export const optionalEmail = (message: string) =>
  z
    .union([z.literal(''), z.email({ error: message }).max(254, { error: message })])
    .nullish()
    .transform((value) => (value ? value : null));

export const optionalWebsite = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(WEBSITE_MAX_LENGTH, { error: message })
    .refine(isWebsiteUrl, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

/** Digits, spaces, +, -, ( and ): partners include funders outside South Africa. */
export const optionalPhone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^$|^\+?[0-9 ()-]{7,20}$/, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

export const calendarDate = z.iso.date();
export const optionalDate = calendarDate.nullish().transform((value) => value ?? null);
export const timestamp = z.iso.datetime();

export const partnerTypeSchema = z.enum(PARTNER_TYPES, { error: p.selectType });
export const partnerTierSchema = z.enum(PARTNER_TIERS, { error: p.selectTier });
export const partnerStatusSchema = z.enum(PARTNER_STATUSES);
export const integrationStatusSchema = z.enum(INTEGRATION_STATUSES);

export const partnerIdParamsSchema = z.object({ partnerId: z.uuid() });
export const partnerPaymentParamsSchema = z.object({ partnerId: z.uuid(), paymentId: z.uuid() });
export const tierIdParamsSchema = z.object({ tierId: z.uuid() });
export const inquiryIdParamsSchema = z.object({ inquiryId: z.uuid() });
