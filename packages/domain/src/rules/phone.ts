import { z } from 'zod';
import { validationTexts } from '../texts.ts';

// South African numbers. The seeds' rule: at least 10 digits ('Phone number must be at least 10
// digits'), then +27 or 0 followed by a non-zero digit and 8 more digits ('Invalid South African
// phone number'). People also write the same number as (012) 345 6789, 082.123.4567,
// 0027 82 123 4567 (the international prefix dialled from South Africa), +27 (0)82 123 4567 (the
// trunk 0 kept in brackets) and 27821234567; all of these are read as that one national number
// and stored in E.164 (+27821234567).
// Numbering: Numbering Plan Amendment Regulations, 2020 (Electronic Communications Act), reg. 13:
// the international prefix is '00' ("in most instances represented by the plus sign"), the national
// prefix '0', and the country code '27' precedes the national significant number "without the
// national prefix" (http://acts.co.za/electronic-/n370_13__prefixes.php); national numbers are nine
// digits after the 0 (ICASA's closed numbering plan since 2007).
// Hand-kept rather than libphonenumber-js: the seed's rule stays the arbiter (libphonenumber accepts
// 9-digit and other-country numbers the seed refuses), the domain package depends only on zod, and
// its smallest useful build adds ~10-30 KB gzip to the forms that validate phones
// (docs/decisions/0122-phone-numbers.md).

/** The ten-digit national form without its trunk 0: a non-zero digit and eight more. */
const NATIONAL_NUMBER = /^[1-9]\d{8}$/;
const MIN_PHONE_DIGITS = 10;
/** Digits, spaces, '-', '.', brackets and one leading '+': anything else is not a phone number as written. */
const WRITTEN_FORM = /^\+?[\d\s().-]+$/;
/** Brackets hold digits only and do not nest: '(012)', '(0)'. */
const BRACKETS = /\(\d+\)/g;

/** '+27 (0)82...', '0027 (0)82...', '27 (0)82...': the trunk 0 in brackets after the country code. */
const TRUNK_ZERO_IN_BRACKETS = /^(?:\+|00)?27\(0\)(.+)$/;
// How the national number is prefixed once separators and brackets are gone, tried in this order.
const PREFIXES: readonly RegExp[] = [
  /^\+27(\d+)$/, // +27 82...
  /^0027(\d+)$/, // 0027 82...: the international prefix dialled from South Africa
  /^27(\d{9})$/, // 27821234567: eleven digits starting 27 can only be the country code and a national number
  /^0(\d+)$/, // 082..., (012)...
];

function countDigits(input: string): number {
  return input.replace(/\D/g, '').length;
}

/** The number without its country code or trunk 0 ('821234567'), or null when it is not South African as written. */
function nationalNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!WRITTEN_FORM.test(trimmed) || /[()]/.test(trimmed.replace(BRACKETS, ''))) return null;
  const compact = trimmed.replace(/[\s.-]/g, '');
  const trunkInBrackets = TRUNK_ZERO_IN_BRACKETS.exec(compact)?.[1];
  const plain = (trunkInBrackets === undefined ? compact : `0${trunkInBrackets}`).replace(/[()]/g, '');
  for (const prefix of PREFIXES) {
    const national = prefix.exec(plain)?.[1];
    if (national !== undefined) return NATIONAL_NUMBER.test(national) ? national : null;
  }
  return null;
}

export function isSaPhone(input: string): boolean {
  return nationalNumber(input) !== null;
}

/** Every accepted way of writing a number becomes E.164: '(082) 123 4567' -> '+27821234567'; null when not a South African number. */
export function normalizeSaPhone(input: string): string | null {
  const national = nationalNumber(input);
  return national === null ? null : `+27${national}`;
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
