import { z } from 'zod';
import { saPhoneSchema } from '../rules/phone.ts';
import { registrationTexts, validationTexts } from '../texts.ts';
import { apiErrorSchema } from './common.ts';

// The seeds' verify-id call, its fields in camelCase like every API body (decision 0351). The ID
// number is checked by the service, not here, so that a malformed number counts as a failed
// attempt towards blocking.
export const identityVerifyRequestSchema = z.object({
  email: z.email({ error: registrationTexts.emailInvalid }).max(64, { error: registrationTexts.emailTooLong }),
  idNumber: z
    .string({ error: validationTexts.idNumberLength })
    .min(1, { error: validationTexts.idNumberLength })
    .max(32, { error: validationTexts.idNumberLength }),
  fullName: z.string().trim().max(100).optional(),
  phoneNumber: saPhoneSchema.optional(),
});
export type IdentityVerifyRequest = z.infer<typeof identityVerifyRequestSchema>;

export const identityVerifiedSchema = z.object({ verified: z.literal(true) });
export type IdentityVerified = z.infer<typeof identityVerifiedSchema>;

/** 429: the error, plus when the block ends and how many failed attempts caused it. */
export const identityBlockedSchema = apiErrorSchema.extend({
  blockedUntil: z.iso.datetime(),
  attempts: z.int().positive(),
});
export type IdentityBlocked = z.infer<typeof identityBlockedSchema>;

/**
 * The verification-required screen's retry. The stored ID number is used; `idNumber` is needed
 * only by an account that has none yet (a counselor or NSFAS account). Checked by the service, so
 * a malformed number counts towards blocking like any other failed check.
 */
export const identityRetryRequestSchema = z
  .object({
    idNumber: z.string({ error: validationTexts.idNumberLength }).trim().max(32, { error: validationTexts.idNumberLength }).optional(),
  })
  // A POST without a body reaches the validator as null.
  .nullish();
export type IdentityRetryRequest = z.infer<typeof identityRetryRequestSchema>;

export const identityRetryResponseSchema = z.object({ verified: z.literal(true), message: z.string() });
export type IdentityRetryResponse = z.infer<typeof identityRetryResponseSchema>;
