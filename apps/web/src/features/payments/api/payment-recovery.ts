import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recoveryTexts } from '@kusasa/domain/pricing-texts';
import {
  type ClaimPaymentResponse,
  type RecoverablePaymentsResponse,
  claimPaymentResponseSchema,
  recoverablePaymentsResponseSchema,
} from '@kusasa/domain/schemas/payments/payment-recovery';
import { ApiError, apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { learnerKeys, refreshAfterPlanChange } from '../../../lib/query-keys';

export const RECOVERY_PATH = '/api/payment-recovery';

export async function getRecoverablePayments(signal?: AbortSignal): Promise<RecoverablePaymentsResponse> {
  return apiCall(RECOVERY_PATH, { signal, schema: recoverablePaymentsResponseSchema });
}

export async function claimPayment(paymentId: string): Promise<ClaimPaymentResponse> {
  return apiCall(`${RECOVERY_PATH}/${encodeURIComponent(paymentId)}/claim`, { method: 'POST', schema: claimPaymentResponseSchema });
}

export const recoveryQueryOptions = queryOptions({
  queryKey: learnerKeys.paymentRecovery(),
  queryFn: ({ signal }) => getRecoverablePayments(signal),
});

/** The learner's pending, failed or expired payments (seed 002 section 4). */
export function useRecoverablePayments() {
  return useQuery(recoveryQueryOptions);
}

/**
 * The claim toast's words (seed 002 section 8): 'User not authenticated' without a session, the
 * network's message, the server's reason ('not confirmed by PayFast yet'), else the fallback.
 */
export function claimFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return recoveryTexts.claimFailed;
  if (error.status === 401) return recoveryTexts.notAuthenticated;
  if (error.status === 0 || error.status < 500) return error.message;
  return recoveryTexts.claimFailed;
}

/** Claim: the server asks the provider whether it was paid, links it and activates the plan. */
export function useClaimPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimPayment,
    onSuccess: (result) => {
      toast.success(result.title || recoveryTexts.claimed, { description: result.message || recoveryTexts.claimedBody });
      void refreshAfterPlanChange(client);
    },
    onError: (error) => toast.error(recoveryTexts.errorTitle, { description: claimFailureMessage(error) }),
    // After a claim the list is loaded again, whatever the outcome. After a success the plan
    // change already reloads it: join that load rather than cancel it and ask twice.
    onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.paymentRecovery() }, { cancelRefetch: false }),
  });
}
