import { describe, it, expect } from 'vitest';
import { isSaPhone, normalizeSaPhone, normalizedSaPhoneSchema, saPhoneSchema } from './phone.ts';

const tooShort = 'Phone number must be at least 10 digits';
const invalid = 'Invalid South African phone number';

describe('normalizeSaPhone', () => {
  it.each([
    ['0821234567', '+27821234567'],
    ['082 123 4567', '+27821234567'],
    ['082-123-4567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['0111234567', '+27111234567'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSaPhone(input)).toBe(expected);
    expect(isSaPhone(input)).toBe(true);
  });

  it.each([
    '',
    '082123456',
    '08212345678',
    '0021234567',
    '+270821234567',
    '27821234567',
    '+2782123456',
    '(082) 123 4567',
    '082.123.4567',
    '+44 20 7946 0958',
  ])('rejects %j', (input) => {
    expect(normalizeSaPhone(input)).toBeNull();
    expect(isSaPhone(input)).toBe(false);
  });
});

describe('saPhoneSchema', () => {
  it.each(['0821234567', '082 123 4567', '+27821234567', '+27 82 123 4567'])('accepts %j unchanged', (input) => {
    expect(saPhoneSchema.safeParse(input)).toEqual({ success: true, data: input });
  });

  it.each([
    [undefined, tooShort],
    ['', tooShort],
    ['082 123 456', tooShort],
    ['abcdefghijkl', tooShort],
    ['0021234567', invalid],
    ['08212345678', invalid],
    ['27821234567', invalid],
    ['+44 20 7946 0958', invalid],
    ['(082) 123 4567', invalid],
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
