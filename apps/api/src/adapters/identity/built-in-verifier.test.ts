import { describe, expect, it } from 'vitest';
import { makeSaId } from '../../test/factories.ts';
import { builtInIdentityVerifier } from './built-in-verifier.ts';

const at = new Date('2026-03-01T10:00:00Z');
const verify = (idNumber: string) => builtInIdentityVerifier.verify({ idNumber, email: 'a@b.co' }, at);

describe('builtInIdentityVerifier', () => {
  it('accepts a valid ID number and reads its date of birth', async () => {
    expect(await verify(makeSaId({ dob: '2001-07-15' }))).toEqual({ ok: true, dateOfBirth: '2001-07-15' });
  });

  it.each([
    ['12345', 'not_13_digits'],
    ['800101500908a', 'not_13_digits'],
    ['8013015009087', 'impossible_date'],
    ['8001015009287', 'invalid_citizenship'],
    ['8001015009088', 'checksum_failed'],
  ])('refuses %s (%s)', async (idNumber, reason) => {
    expect(await verify(idNumber)).toEqual({ ok: false, reason });
  });
});
