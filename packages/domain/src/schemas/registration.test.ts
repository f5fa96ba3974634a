import { describe, expect, it } from 'vitest';
import { needsGuardian, studentRegistrationSchemaAt } from './registration.ts';

const now = new Date('2026-03-01T10:00:00Z');
const schema = studentRegistrationSchemaAt(() => now);

// Appends the Luhn check digit, as Home Affairs does, to the first twelve digits.
function withCheckDigit(first12: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = first12 + digit;
    let sum = 0;
    [...candidate].reverse().forEach((char, index) => {
      let value = Number(char);
      if (index % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
      sum += value;
    });
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

const adultId = withCheckDigit('800101500908');
const minorId = withCheckDigit('100302500908'); // born 2010-03-02, 15 on 2026-03-01

const valid = {
  fullName: 'Thandeka Mokoena',
  idNumber: adultId,
  gender: 'female',
  email: 'thandeka@example.co.za',
  password: 'tidal-moss-42',
  confirmPassword: 'tidal-moss-42',
  acceptPrivacy: true,
  acceptTerms: true,
};
const guardian = { name: 'Nomsa Mokoena', relationship: 'parent', phone: '082 123 4567', email: 'nomsa@example.co.za' };

function fieldsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('studentRegistrationSchemaAt', () => {
  it('accepts a valid adult, with or without a pending plan', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, plan: 'essential' }).success).toBe(true);
  });

  it.each([
    [{ fullName: 'T' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ fullName: 'x'.repeat(51) }, 'fullName', 'Full name must be at most 50 characters'],
    [{ idNumber: '80010150090' }, 'idNumber', 'ID Number must be exactly 13 digits'],
    [{ idNumber: '8001015009088' }, 'idNumber', 'Invalid South African ID number'],
    [{ gender: undefined }, 'gender', 'Gender is required'],
    [{ gender: 'other' }, 'gender', 'Gender is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(60)}@x.co` }, 'email', 'Email must be at most 64 characters'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'password123', confirmPassword: 'password123' }, 'password', 'This password is too common. Choose a less predictable one.'],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', 'Passwords do not match'],
    [{ acceptPrivacy: false }, 'acceptPrivacy', 'You must agree to the Privacy Policy and Terms of Service.'],
    [{ acceptTerms: undefined }, 'acceptTerms', 'You must agree to the Privacy Policy and Terms of Service.'],
    [{ plan: 'gold' }, 'plan', expect.any(String)],
  ])('refuses %j on %s', (change, field, message) => {
    expect(fieldsOf({ ...valid, ...change })[field]).toEqual(message);
  });

  it('reports the password mismatch together with other field errors', () => {
    const fields = fieldsOf({ ...valid, fullName: '', confirmPassword: 'nope' });
    expect(fields).toMatchObject({ fullName: 'Full name must be at least 2 characters', confirmPassword: 'Passwords do not match' });
  });

  it('requires a guardian with a relationship for a learner under 18', () => {
    expect(fieldsOf({ ...valid, idNumber: minorId })).toEqual({ guardian: "Learners under 18 need a parent or guardian's consent to register." });
    expect(fieldsOf({ ...valid, idNumber: minorId, guardian: { ...guardian, relationship: 'uncle-ish' } })).toEqual({
      'guardian.relationship': 'Choose how this person is related to you.',
    });
    expect(fieldsOf({ ...valid, idNumber: minorId, guardian: { ...guardian, phone: '123' } })).toHaveProperty('guardian.phone');
    expect(schema.safeParse({ ...valid, idNumber: minorId, guardian }).success).toBe(true);
  });

  it('decides who is a minor by the given clock', () => {
    expect(needsGuardian(minorId, now)).toBe(true);
    expect(needsGuardian(minorId, new Date('2028-03-02T10:00:00Z'))).toBe(false);
    expect(needsGuardian(adultId, now)).toBe(false);
    expect(needsGuardian('123', now)).toBe(false);
    const later = studentRegistrationSchemaAt(() => new Date('2028-03-02T10:00:00Z'));
    expect(later.safeParse({ ...valid, idNumber: minorId }).success).toBe(true);
  });
});
