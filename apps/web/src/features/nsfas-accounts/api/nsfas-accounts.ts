import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nsfasAccountListSchema, nsfasAccountResponseSchema, type NsfasAccount } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { apiCall } from '../../../lib/api-client';

export type NsfasAccountStatus = NsfasAccount['status'];

export const nsfasAccountsKey = ['admin', 'nsfas-accounts'] as const;

export function useNsfasAccounts(status: NsfasAccountStatus) {
  return useQuery({
    queryKey: [...nsfasAccountsKey, status],
    queryFn: ({ signal }) => apiCall('/api/admin/nsfas-accounts', { query: { status }, signal, schema: nsfasAccountListSchema }),
  });
}

export type NsfasAccountReview = { userId: string } & ({ decision: 'approve' } | { decision: 'decline'; reason: string });

/** Approves, or declines with a reason, one NSFAS staff account. */
export function useReviewNsfasAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NsfasAccountReview) =>
      apiCall(`/api/admin/nsfas-accounts/${encodeURIComponent(review.userId)}/${review.decision}`, {
        method: 'POST',
        ...(review.decision === 'decline' ? { body: { reason: review.reason } } : {}),
        schema: nsfasAccountResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nsfasAccountsKey }),
  });
}
