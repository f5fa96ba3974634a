import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportStatus } from '@kusasa/domain/rules/support';
import { type SupportStatusChange, supportListSchema, supportRequestSchema } from '@kusasa/domain/schemas/support';
import { apiCall } from '../../../lib/api-client';

export const ADMIN_SUPPORT_PATH = '/api/admin/support';

export const adminSupportKeys = {
  all: ['admin-support'] as const,
  list: (status: SupportStatus | 'all') => [...adminSupportKeys.all, status] as const,
};

export function useSupportRequests(status: SupportStatus | 'all') {
  return useQuery({
    queryKey: adminSupportKeys.list(status),
    queryFn: ({ signal }) => apiCall(ADMIN_SUPPORT_PATH, { schema: supportListSchema, query: { status: status === 'all' ? undefined : status }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeSupportStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SupportStatusChange }) =>
      apiCall(`${ADMIN_SUPPORT_PATH}/${id}/status`, { method: 'POST', body: change, schema: supportRequestSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminSupportKeys.all }),
  });
}
