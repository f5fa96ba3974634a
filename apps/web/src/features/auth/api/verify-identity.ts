import type { IdentityVerified, IdentityVerifyRequest } from '@kusasa/domain/schemas/identity';
import { api } from '../../../lib/api-client';

export const VERIFY_IDENTITY_PATH = '/api/identity/verify';

/** The seeds' verify-id: 200 verified; 429 blocked (ApiError.extra has blocked_until); else an error. */
export function verifyIdentity(body: IdentityVerifyRequest): Promise<IdentityVerified> {
  return api.post<IdentityVerified>(VERIFY_IDENTITY_PATH, body);
}
