import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

// OWASP ASVS 5.0 (V6.2): at least 8 characters, allow at least 64, no composition rules, and
// refuse common passwords. The seeds' 6-character minimum is deliberately not used
// (docs/decisions/0003-password-policy.md).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const passwordTexts = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common. Choose a less predictable one.',
  mismatch: 'Passwords do not match',
} as const;

export const passwordSchema = z
  .string({ error: passwordTexts.tooShort })
  .min(PASSWORD_MIN_LENGTH, { error: passwordTexts.tooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: passwordTexts.tooLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: passwordTexts.tooCommon });
