import { z } from 'zod';

// OWASP ASVS 5.0 (V6.2): at least 8 characters, allow at least 64, no composition rules.
// The seeds' 6-character minimum is deliberately not used (docs/decisions/0003-password-policy.md).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const passwordTexts = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordTexts.tooLong);
