import { useQuery } from '@tanstack/react-query';
import { accountReviewListSchema, type AccountReviewStatus } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import { apiCall } from '../../../lib/api-client';

export const institutionAccountsKey = ['admin', 'institution-accounts'] as const;

export function useInstitutionAccounts(status: AccountReviewStatus) {
  return useQuery({
    queryKey: [...institutionAccountsKey, status],
    queryFn: ({ signal }) => apiCall('/api/admin/institution-accounts', { query: { status }, signal, schema: accountReviewListSchema }),
  });
}
