import { describe, it, expect } from 'vitest';
import { ageOn, isMinor, keepDigits, lastFourDigits, parseSaId, saIdNumberSchema } from './sa-id.ts';
import type { SaIdFailureReason } from './sa-id.ts';

// Check digit computed the way the Department of Home Affairs describes it (odd positions summed,
// even positions joined into one number and doubled), independently of the Luhn loop under test.
function homeAffairsCheckDigit(first12: string): string {
  const digits = [...first12].map(Number);
  const oddSum = digits.filter((_, index) => index % 2 === 0).reduce((sum, digit) => sum + digit, 0);
  const evenNumber = Number(digits.filter((_, index) => index % 2 === 1).join(''));
  const doubledDigitSum = [...String(evenNumber * 2)].map(Number).reduce((sum, digit) => sum + digit, 0);
  return String((10 - ((oddSum + doubledDigitSum) % 10)) % 10);
}

function validId(first12: string): string {
  return first12 + homeAffairsCheckDigit(first12);
}

const today = new Date('2025-06-01T10:00:00Z');

describe('the independent check digit helper', () => {
  it.each([
    ['800101500908', '7'],
    ['920220472008', '3'],
  ])('gives %s the check digit %s', (first12, expected) => {
    expect(homeAffairsCheckDigit(first12)).toBe(expected);
  });
});

describe('parseSaId accepts valid numbers', () => {
  it.each([
    { id: '8001015009087', dateOfBirth: '1980-01-01', gender: 'male', citizenship: 'citizen' },
    { id: '9202204720083', dateOfBirth: '1992-02-20', gender: 'female', citizenship: 'citizen' },
    { id: validId('000229000108'), dateOfBirth: '2000-02-29', gender: 'female', citizenship: 'citizen' },
    { id: validId('040229499918'), dateOfBirth: '2004-02-29', gender: 'female', citizenship: 'permanent_resident' },
    { id: validId('050615500018'), dateOfBirth: '2005-06-15', gender: 'male', citizenship: 'permanent_resident' },
    { id: validId('991231999908'), dateOfBirth: '1999-12-31', gender: 'male', citizenship: 'citizen' },
    // Century: a birthday up to today is 20YY, a day later would be in the future so it is 19YY.
    { id: validId('250601000008'), dateOfBirth: '2025-06-01', gender: 'female', citizenship: 'citizen' },
    { id: validId('250602000008'), dateOfBirth: '1925-06-02', gender: 'female', citizenship: 'citizen' },
  ] as const)('$id -> $dateOfBirth $gender $citizenship', ({ id, dateOfBirth, gender, citizenship }) => {
    const result = parseSaId(id, today);
    expect(result).toMatchObject({ ok: true, idNumber: id, dateOfBirth, gender, citizenship });
  });

  it('reports the age on a given date', () => {
    const result = parseSaId('8001015009087', today);
    expect(result.ok && result.age(new Date('2025-06-01T00:00:00Z'))).toBe(45);
  });

  it('uses the South African calendar day when deciding the century', () => {
    // 31 May 22:30 UTC is already 1 June in Johannesburg, so an ID born on 1 June 2025 is not in the future.
    const result = parseSaId(validId('250601000008'), new Date('2025-05-31T22:30:00Z'));
    expect(result).toMatchObject({ ok: true, dateOfBirth: '2025-06-01' });
  });
});

describe('parseSaId rejects invalid numbers', () => {
  it.each<{ id: string; reason: SaIdFailureReason }>([
    { id: '', reason: 'not_13_digits' },
    { id: '800101500908', reason: 'not_13_digits' },
    { id: '80010150090870', reason: 'not_13_digits' },
    { id: '80010150090a7', reason: 'not_13_digits' },
    { id: '800101 5009087', reason: 'not_13_digits' },
    { id: ' 8001015009087', reason: 'not_13_digits' },
    { id: validId('801301500908'), reason: 'impossible_date' },
    { id: validId('800001500908'), reason: 'impossible_date' },
    { id: validId('800100500908'), reason: 'impossible_date' },
    { id: validId('800231500908'), reason: 'impossible_date' },
    { id: validId('800431500908'), reason: 'impossible_date' },
    // 2099 would be in the future, so 99 is 1999, which had no 29 February.
    { id: validId('990229500908'), reason: 'impossible_date' },
    { id: validId('800101500928'), reason: 'invalid_citizenship' },
    { id: validId('800101500998'), reason: 'invalid_citizenship' },
    { id: '8001015009088', reason: 'checksum_failed' },
    { id: '9202204720082', reason: 'checksum_failed' },
    { id: '8001015009078', reason: 'checksum_failed' },
  ])('$id -> $reason', ({ id, reason }) => {
    expect(parseSaId(id, today)).toEqual({ ok: false, reason });
  });
});

describe('ageOn and isMinor', () => {
  it.each([
    { dateOfBirth: '2007-06-15', on: '2025-06-14T12:00:00Z', age: 17, minor: true },
    { dateOfBirth: '2007-06-15', on: '2025-06-15T12:00:00Z', age: 18, minor: false },
    // 22:30 UTC on the 14th is already the 15th in South Africa.
    { dateOfBirth: '2007-06-15', on: '2025-06-14T22:30:00Z', age: 18, minor: false },
    { dateOfBirth: '2004-02-29', on: '2022-02-28T12:00:00Z', age: 17, minor: true },
    { dateOfBirth: '2004-02-29', on: '2022-03-01T12:00:00Z', age: 18, minor: false },
    { dateOfBirth: '2004-02-29', on: '2024-02-29T12:00:00Z', age: 20, minor: false },
    { dateOfBirth: '1980-01-01', on: '2025-06-01T12:00:00Z', age: 45, minor: false },
    { dateOfBirth: '2025-06-01', on: '2025-06-01T12:00:00Z', age: 0, minor: true },
  ])('born $dateOfBirth is $age on $on', ({ dateOfBirth, on, age, minor }) => {
    expect(ageOn(dateOfBirth, new Date(on))).toBe(age);
    expect(isMinor(dateOfBirth, new Date(on))).toBe(minor);
  });

  it.each(['1980-1-1', '19800101', ''])('rejects the malformed date of birth %j', (dateOfBirth) => {
    expect(() => ageOn(dateOfBirth, today)).toThrow(RangeError);
  });
});

describe('keepDigits and lastFourDigits', () => {
  it.each([
    ['800101 5009 087', '8001015009087'],
    ['800101-5009-08-7', '8001015009087'],
    ['abc', ''],
  ])('keepDigits(%j) is %j', (input, expected) => {
    expect(keepDigits(input)).toBe(expected);
  });

  it.each([
    ['8001015009087', '9087'],
    ['9202204720083', '0083'],
  ])('lastFourDigits(%j) is %j', (input, expected) => {
    expect(lastFourDigits(input)).toBe(expected);
  });
});

describe('saIdNumberSchema', () => {
  it.each(['8001015009087', '9202204720083', validId('050615500018')])('accepts %s', (id) => {
    expect(saIdNumberSchema.safeParse(id)).toEqual({ success: true, data: id });
  });

  it.each([
    [undefined, 'ID Number must be exactly 13 digits'],
    [8001015009087, 'ID Number must be exactly 13 digits'],
    ['', 'ID Number must be exactly 13 digits'],
    ['800101500908', 'ID Number must be exactly 13 digits'],
    ['800101500908a', 'ID Number must be exactly 13 digits'],
    ['8001015009088', 'Invalid South African ID number'],
    [validId('801301500908'), 'Invalid South African ID number'],
    [validId('800101500928'), 'Invalid South African ID number'],
  ])('rejects %j with one message: %s', (input, message) => {
    const result = saIdNumberSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
