import { z } from 'zod';
import { saPhoneSchema } from '../../rules/phone.ts';
import { isWebsiteUrl, WEBSITE_MAX_LENGTH } from '../audience-registration.ts';
import { audienceRegistrationTexts as a, registrationTexts as r } from '../../texts.ts';

/*
 * The institution's contact details, as learners see them in the catalogue (issue 25).
 *
 * GET /api/institution/contact          -> contactSchema (any member)
 * PUT /api/institution/contact {...}    -> contactSchema (the lead)
 */

export const contactSchema = z.object({
  contactName: z.string().trim().min(2, { error: a.contactNameTooShort }).max(120, { error: a.contactNameTooShort }),
  email: z.email({ error: r.emailInvalid }).max(254, { error: r.emailInvalid }),
  phone: saPhoneSchema,
  website: z.string({ error: a.websiteInvalid }).trim().max(WEBSITE_MAX_LENGTH, { error: a.websiteInvalid }).refine(isWebsiteUrl, { error: a.websiteInvalid }),
});
export type Contact = z.infer<typeof contactSchema>;

/** What the API answers: stored values may be missing (a catalogue row never set them). */
export const contactResponseSchema = z.object({
  institutionName: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
