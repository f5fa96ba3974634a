import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountReviewSchema, type ApproveAccount, type DeclineAccount } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import { apiCall } from '../../../lib/api-client';
import { institutionAccountsKey } from './get-institution-accounts';

type Review = { userId: string } & ({ decision: 'approve'; body: ApproveAccount } | { decision: 'decline'; body: DeclineAccount });

/** Approves (linking a catalogue institution) or declines (with a reason) one institution account. */
export function useReviewInstitutionAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision, body }: Review) =>
      apiCall(`/api/admin/institution-accounts/${userId}/${decision}`, { method: 'POST', body, schema: accountReviewSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionAccountsKey }),
  });
}
