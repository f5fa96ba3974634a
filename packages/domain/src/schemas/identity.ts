import { z } from 'zod';
import { saPhoneSchema } from '../rules/phone.ts';
import { registrationTexts, validationTexts } from '../texts.ts';
import { apiErrorSchema } from './common.ts';

// The seeds' verify-id call, with its snake_case field names. The ID number is checked by the
// service, not here, so that a malformed number counts as a failed attempt towards blocking.
export const identityVerifyRequestSchema = z.object({
  email: z.email({ error: registrationTexts.emailInvalid }).max(64, { error: registrationTexts.emailTooLong }),
  national_id: z
    .string({ error: validationTexts.idNumberLength })
    .min(1, { error: validationTexts.idNumberLength })
    .max(32, { error: validationTexts.idNumberLength }),
  full_name: z.string().trim().max(100).optional(),
  phone_number: saPhoneSchema.optional(),
});
export type IdentityVerifyRequest = z.infer<typeof identityVerifyRequestSchema>;

export const identityVerifiedSchema = z.object({ verified: z.literal(true) });
export type IdentityVerified = z.infer<typeof identityVerifiedSchema>;

/** 429: the error, plus when the block ends and how many failed attempts caused it. */
export const identityBlockedSchema = apiErrorSchema.extend({
  blocked_until: z.iso.datetime(),
  attempts: z.int().positive(),
});
export type IdentityBlocked = z.infer<typeof identityBlockedSchema>;
