import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nsfasCycleListSchema } from '@kusasa/domain/schemas/funding/common';
import { nsfasCycleResponseSchema, type NsfasCycleInput } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { apiCall } from '../../../lib/api-client';

export const fundingCyclesKey = ['admin', 'funding-cycles'] as const;

export function useFundingCycles() {
  return useQuery({
    queryKey: fundingCyclesKey,
    queryFn: ({ signal }) => apiCall('/api/admin/funding/cycles', { signal, schema: nsfasCycleListSchema }),
  });
}

/** Creates or replaces one funding year's NSFAS window. */
export function useSaveFundingCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fundingYear, body }: { fundingYear: number; body: NsfasCycleInput }) =>
      apiCall(`/api/admin/funding/cycles/${fundingYear}`, { method: 'PUT', body, schema: nsfasCycleResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingCyclesKey }),
  });
}
