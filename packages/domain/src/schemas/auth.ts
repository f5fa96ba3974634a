import { z } from 'zod';
import { passwordSchema, passwordTexts } from '../rules/password.ts';
import { userTypeSchema } from '../rules/roles.ts';
import { registrationTexts, signInTexts } from '../texts.ts';

// 'any' is the general /login page; the others are the audiences' own login pages, which
// accept only their own account type (checkPortalUserType).
export const LOGIN_PORTAL_IDS = ['student', 'consultant', 'institution', 'nsfas', 'sponsor', 'any'] as const;
export const loginPortalIdSchema = z.enum(LOGIN_PORTAL_IDS);
export type LoginPortalId = z.infer<typeof loginPortalIdSchema>;

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

export const loginRequestSchema = z.object({
  email: z
    .email({ error: (issue) => (isBlank(issue.input) ? signInTexts.bothFieldsRequired : registrationTexts.emailInvalid) })
    .max(254, { error: registrationTexts.emailInvalid }),
  password: z
    .string({ error: signInTexts.bothFieldsRequired })
    .min(1, { error: signInTexts.bothFieldsRequired })
    .max(256, { error: signInTexts.invalidCredentials }),
  remember: z.boolean().default(false),
  portal: loginPortalIdSchema.default('any'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The signed-in user as the browser sees it (seed 000 section 3, "Session user"). */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  userType: userTypeSchema,
  isVerified: z.boolean(),
  profileStatus: z.string().nullable(),
  trackingId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.iso.datetime(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z.email({ error: registrationTexts.emailInvalid }).max(254, { error: registrationTexts.emailInvalid }),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: passwordTexts.mismatch }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: passwordTexts.mismatch,
    when: ({ value }) => bothStrings(value, 'password', 'confirmPassword'),
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** For `when` on object refinements: run the check once both fields at least hold strings. */
export function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === 'string' && typeof record[b] === 'string';
}
