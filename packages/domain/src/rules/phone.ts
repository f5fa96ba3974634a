import { z } from 'zod';
import { validationTexts } from '../texts.ts';

// South African numbers: +27 or a leading 0, then a non-zero digit and eight more digits.
const SA_PHONE = /^(\+27|0)[1-9]\d{8}$/;
const MIN_PHONE_DIGITS = 10;

// People type '082 123 4567' or '082-123-4567'; the separators carry no meaning.
function withoutSeparators(input: string): string {
  return input.replace(/[\s-]/g, '');
}

function countDigits(input: string): number {
  return input.replace(/\D/g, '').length;
}

export function isSaPhone(input: string): boolean {
  return SA_PHONE.test(withoutSeparators(input));
}

/** '082 123 4567' and '+27 82 123 4567' both become '+27821234567'; null when not a South African number. */
export function normalizeSaPhone(input: string): string | null {
  const compact = withoutSeparators(input);
  if (!SA_PHONE.test(compact)) return null;
  return compact.startsWith('0') ? `+27${compact.slice(1)}` : compact;
}

/** Validates as typed and keeps the value unchanged, so a form can show back what the user entered. */
export const saPhoneSchema = z
  .string({ error: validationTexts.phoneTooShort })
  .refine((value) => countDigits(value) >= MIN_PHONE_DIGITS, { error: validationTexts.phoneTooShort, abort: true })
  .refine(isSaPhone, { error: validationTexts.phoneInvalid });

/** Same rule, but outputs the +27 form; use where the number is stored. */
export const normalizedSaPhoneSchema = saPhoneSchema.transform((value, context) => {
  const normalized = normalizeSaPhone(value);
  if (normalized === null) {
    // Unreachable after saPhoneSchema, but keeps the output type a plain string without a cast.
    context.issues.push({ code: 'custom', message: validationTexts.phoneInvalid, input: value });
    return z.NEVER;
  }
  return normalized;
});
