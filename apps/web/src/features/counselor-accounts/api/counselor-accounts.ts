import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type CounselorAccount, counselorAccountListSchema, counselorAccountSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { apiCall } from '../../../lib/api-client';

export type CounselorAccountStatus = CounselorAccount['status'];

export const counselorAccountsKey = ['admin', 'counselor-accounts'] as const;

export function useCounselorAccounts(status: CounselorAccountStatus) {
  return useQuery({
    queryKey: [...counselorAccountsKey, status],
    queryFn: ({ signal }) => apiCall('/api/admin/counselor-accounts', { query: { status }, signal, schema: counselorAccountListSchema }),
  });
}

export type CounselorAccountReview = { userId: string } & ({ decision: 'approve' } | { decision: 'decline'; reason: string });

/** Approves, or declines with a reason, one counselor account. */
export function useReviewCounselorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CounselorAccountReview) =>
      apiCall(`/api/admin/counselor-accounts/${encodeURIComponent(review.userId)}/${review.decision}`, {
        method: 'POST',
        ...(review.decision === 'decline' ? { body: { reason: review.reason } } : {}),
        schema: z.object({ account: counselorAccountSchema }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counselorAccountsKey }),
  });
}
