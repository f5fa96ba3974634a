import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { policyUpdatesResponseSchema, type PolicyUpdate } from '@kusasa/domain/legal/policies';
import { apiCall } from '../../../lib/api-client';
import { legalKeys } from './keys';

/** The policies that changed since the signed-in user accepted them. */
export function usePolicyUpdates() {
  return useQuery({
    queryKey: legalKeys.updates,
    queryFn: ({ signal }) => apiCall('/api/legal/updates', { schema: policyUpdatesResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Records that the user read the versions they were shown; the answer is what is still pending. */
export function useAcceptPolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (updates: readonly PolicyUpdate[]) =>
      apiCall('/api/legal/acceptances', {
        method: 'POST',
        body: { policies: updates.map(({ id, version }) => ({ id, version })) },
        schema: policyUpdatesResponseSchema,
      }),
    onSuccess: (response) => client.setQueryData(legalKeys.updates, response),
  });
}
