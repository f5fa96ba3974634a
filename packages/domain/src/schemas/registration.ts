import { z } from 'zod';
import { passwordSchema, passwordTexts } from '../rules/password.ts';
import { planIdSchema } from '../rules/plans.ts';
import { isMinor, parseSaId, saIdNumberSchema } from '../rules/sa-id.ts';
import { registrationTexts as t } from '../texts.ts';
import { bothStrings, sessionResponseSchema } from './auth.ts';
import { guardianSchema } from './guardian-consent.ts';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '../rules/account-limits.ts';

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const genderSchema = z.enum(GENDERS, { error: t.genderRequired });
export type Gender = z.infer<typeof genderSchema>;

export { FULL_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH };

const fullNameSchema = z
  .string({ error: t.fullNameTooShort })
  .trim()
  .min(2, { error: t.fullNameTooShort })
  .max(FULL_NAME_MAX_LENGTH, { error: t.fullNameTooLong });
const emailSchema = z.email({ error: t.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: t.emailTooLong });

/** Whether this ID number's date of birth makes the learner under 18 on `at` (false for an invalid ID). */
export function needsGuardian(idNumber: string, at: Date): boolean {
  const parsed = parseSaId(idNumber, at);
  return parsed.ok && isMinor(parsed.dateOfBirth, at);
}

/**
 * The student registration form. `now` decides who is under 18; the API passes its clock so tests
 * can move time, the browser uses the default.
 */
export function studentRegistrationSchemaAt(now: () => Date = () => new Date()) {
  return z
    .object({
      fullName: fullNameSchema,
      idNumber: saIdNumberSchema,
      gender: genderSchema,
      email: emailSchema,
      password: passwordSchema,
      confirmPassword: z.string({ error: passwordTexts.mismatch }),
      acceptPrivacy: z.literal(true, { error: t.consentsRequired }),
      acceptTerms: z.literal(true, { error: t.consentsRequired }),
      plan: planIdSchema.optional(),
      guardian: guardianSchema.optional(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      error: passwordTexts.mismatch,
      when: ({ value }) => bothStrings(value, 'password', 'confirmPassword'),
    })
    .refine((value) => value.guardian === undefined || value.guardian.email.trim().toLowerCase() !== value.email.trim().toLowerCase(), {
      path: ['guardian', 'email'],
      error: t.guardianOwnEmail,
      when: ({ value }) => typeof (value as { guardian?: { email?: unknown } }).guardian?.email === 'string' && bothStrings(value, 'email', 'email'),
    })
    .refine((value) => value.guardian !== undefined || !needsGuardian(value.idNumber, now()), {
      path: ['guardian'],
      error: t.guardianRequired,
      when: ({ value }) => bothStrings(value, 'idNumber', 'idNumber') && guardianAbsent(value),
    });
}
export const studentRegistrationSchema = studentRegistrationSchemaAt();
export type StudentRegistration = z.infer<typeof studentRegistrationSchema>;

function guardianAbsent(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { guardian?: unknown }).guardian === undefined;
}

export const registrationResponseSchema = z.object({
  trackingId: z.string(),
  plan: planIdSchema,
  /** Where the browser goes next: /checkout?plan=... when a plan was pending, else /auth-redirect. */
  next: z.string(),
  /**
   * The new session, as sign-in answers it (the cookie is set too), so the browser needs no second
   * call. null when the email already had an account: that answer only looks like a success.
   */
  session: sessionResponseSchema.nullable(),
  /**
   * Set when the account was made but its identity is not verified yet (a Home Affairs bureau found
   * another name, or did not answer; decision 0417): what to do next, shown to the learner.
   */
  identityMessage: z.string().nullable().optional(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
