import { describe, expect, it } from 'vitest';
import { identityCheckLabel } from './identity-check-texts.ts';

describe('identityCheckLabel', () => {
  it('says exactly what each method checked', () => {
    expect(identityCheckLabel({ method: 'id-number-format', bureau: null })).toBe('ID number checked (format and date of birth)');
    expect(identityCheckLabel({ method: 'bureau', bureau: 'VerifyNow' })).toBe('Verified with Home Affairs through VerifyNow');
    expect(identityCheckLabel({ method: 'manual', bureau: null })).toBe('Verified by Kusasa from a certified ID copy');
    expect(identityCheckLabel(null)).toBe('Identity not verified');
  });
});
