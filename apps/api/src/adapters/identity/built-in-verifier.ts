import { parseSaId } from '@kusasa/domain/rules/sa-id';
import type { IdentityVerifier } from './identity-verifier.ts';

/** Works offline: accepts an ID number whose structure, date of birth and check digit are valid. */
export const builtInIdentityVerifier: IdentityVerifier = {
  name: 'built-in',
  method: 'id-number-format',
  verify(request, at) {
    const parsed = parseSaId(request.idNumber, at);
    return Promise.resolve(parsed.ok ? { ok: true, dateOfBirth: parsed.dateOfBirth } : { ok: false, reason: parsed.reason });
  },
};
