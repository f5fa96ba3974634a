import { z } from 'zod';
import { partnerInquiryTexts as iq, partnerTexts as p } from '../../partner-texts.ts';
import { INQUIRY_HONEYPOT_FIELD, INQUIRY_INSTITUTION_TYPES, INQUIRY_STATUSES, INQUIRY_STUDENT_COUNTS, INQUIRY_TIERS } from '../../rules/partners.ts';
import { optionalPhone, optionalText, optionalWebsite, timestamp } from './common.ts';

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
