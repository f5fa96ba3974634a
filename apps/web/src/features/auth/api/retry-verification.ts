import { useMutation } from '@tanstack/react-query';
import { type IdentityRetryRequest, type IdentityRetryResponse, identityRetryResponseSchema } from '@kusasa/domain/schemas/identity';
import { apiCall } from '../../../lib/api-client';

export const RETRY_VERIFICATION_PATH = '/api/identity/retry';

/**
 * The verification-required screen's retry for the signed-in account: the server checks the
 * stored ID number (or `idNumber`, for an account that has none) and marks the account verified.
 */
export function retryVerification(body: IdentityRetryRequest): Promise<IdentityRetryResponse> {
  return apiCall(RETRY_VERIFICATION_PATH, { method: 'POST', body: body ?? {}, schema: identityRetryResponseSchema });
}

export function useRetryVerification() {
  return useMutation({ mutationFn: retryVerification });
}
