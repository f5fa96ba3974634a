import { describe, it, expect } from 'vitest';
import { isSaPhone, normalizeSaPhone, normalizedSaPhoneSchema, saPhoneSchema } from './phone.ts';

// The seeds' messages, exactly (seed 001, contact step; seed 000/002, audience registration).
const tooShort = 'Phone number must be at least 10 digits';
const invalid = 'Invalid South African phone number';

// Sources: the seed's rule (+27 or 0, a non-zero digit, 8 more digits); the Numbering Plan Amendment
// Regulations, 2020, reg. 13 (international prefix '00' or '+', national prefix '0', country code
// '27' before the national number without its 0: http://acts.co.za/electronic-/n370_13__prefixes.php);
// and the ways issue 10 lists South Africans writing numbers.
describe('normalizeSaPhone: every written form of a South African number becomes E.164', () => {
  it.each([
    // accepted before issue 10, unchanged
    ['0821234567', '+27821234567'],
    ['082 123 4567', '+27821234567'],
    ['082-123-4567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['0111234567', '+27111234567'],
    // issue 10's forms
    ['(012) 345 6789', '+27123456789'],
    ['0027 82 123 4567', '+27821234567'],
    ['+27 (0)82 123 4567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['082.123.4567', '+27821234567'],
    // the same forms, combined and spaced differently
    ['(082) 123 4567', '+27821234567'],
    ['+27 (0) 82-123-4567', '+27821234567'],
    ['0027 (0)11 123 4567', '+27111234567'],
    ['27 (0)21 650 9111', '+27216509111'],
    ['27 82 123 4567', '+27821234567'],
    ['00 27 82 123 4567', '+27821234567'],
    ['+27 (82) 123 4567', '+27821234567'],
    ['  082 123 4567  ', '+27821234567'],
    ['0800 123 456', '+27800123456'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSaPhone(input)).toBe(expected);
    expect(isSaPhone(input)).toBe(true);
  });

  it.each([
    '',
    // too few or too many digits for a national number
    '082123456',
    '08212345678',
    '+2782123456',
    '2782123456',
    '278212345678',
    // a trunk 0 after the country code is only read in brackets
    '+270821234567',
    '00270821234567',
    // national numbers start 0 then a non-zero digit
    '0021234567',
    '+0821234567',
    // other countries
    '+44 20 7946 0958',
    '0044 20 7946 0958',
    '+264 61 123 4567',
    // not a number as written
    '(082 123 4567',
    '082) 123 4567',
    '((082)) 123 4567',
    '() 082 123 4567',
    '082 123 4567 ext 2',
    '082/123/4567',
    '++27821234567',
    '+27 82 123 4567+',
    'O82 123 4567',
  ])('rejects %j', (input) => {
    expect(normalizeSaPhone(input)).toBeNull();
    expect(isSaPhone(input)).toBe(false);
  });
});

describe('saPhoneSchema', () => {
  it.each([
    '0821234567',
    '082 123 4567',
    '+27821234567',
    '+27 82 123 4567',
    '(012) 345 6789',
    '0027 82 123 4567',
    '+27 (0)82 123 4567',
    '27821234567',
    '082.123.4567',
  ])('accepts %j unchanged', (input) => {
    expect(saPhoneSchema.safeParse(input)).toEqual({ success: true, data: input });
  });

  it.each([
    [undefined, tooShort],
    ['', tooShort],
    ['082 123 456', tooShort],
    ['abcdefghijkl', tooShort],
    ['(012) 345 678', tooShort],
    ['0021234567', invalid],
    ['08212345678', invalid],
    ['2782123456', invalid],
    ['+44 20 7946 0958', invalid],
    ['+270821234567', invalid],
    ['082 123 4567 ext 2', invalid],
  ])('rejects %j with one message: %s', (input, message) => {
    const result = saPhoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('normalizedSaPhoneSchema', () => {
  it.each([
    ['082 123 4567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['(012) 345 6789', '+27123456789'],
    ['0027 82 123 4567', '+27821234567'],
    ['+27 (0)82 123 4567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['082.123.4567', '+27821234567'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizedSaPhoneSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['082', tooShort],
    ['0021234567', invalid],
  ])('rejects %j with %s', (input, message) => {
    expect(normalizedSaPhoneSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('E.164 values already stored stay valid, so they display and re-save unchanged', () => {
  it.each(['+27821234567', '+27111234567', '+27123456789'])('%j', (stored) => {
    expect(saPhoneSchema.safeParse(stored).success).toBe(true);
    expect(normalizeSaPhone(stored)).toBe(stored);
  });
});
