import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssistantQuota,
  assistantQuotaSchema,
  deletedResponseSchema,
  feedbackResponseSchema,
  type HistoryResponse,
  historyResponseSchema,
} from '@kusasa/domain/schemas/assistant/chat';
import { apiCall } from '../../../lib/api-client';
import { assistantKeys } from './keys';

export const HISTORY_PATH = '/api/assistant/messages';
export const QUOTA_PATH = '/api/assistant/quota';

export const historyQueryOptions = queryOptions({
  queryKey: assistantKeys.history(),
  queryFn: ({ signal }): Promise<HistoryResponse> => apiCall(HISTORY_PATH, { schema: historyResponseSchema, signal }),
  // The chat adds its own answers; a refetch on focus would only race them.
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

export const quotaQueryOptions = queryOptions({
  queryKey: assistantKeys.quota(),
  queryFn: ({ signal }): Promise<AssistantQuota> => apiCall(QUOTA_PATH, { schema: assistantQuotaSchema, signal }),
});

export const useHistory = () => useQuery(historyQueryOptions);
export const useQuota = () => useQuery(quotaQueryOptions);

/** Deletes one exchange (id) or the whole history (no id). */
export function useDeleteHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => apiCall(id ? `${HISTORY_PATH}/${id}` : HISTORY_PATH, { method: 'DELETE', schema: deletedResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.history() }),
  });
}

export function useFeedback() {
  return useMutation({
    mutationFn: ({ id, helpful }: { id: string; helpful: boolean }) =>
      apiCall(`${HISTORY_PATH}/${id}/feedback`, { method: 'PUT', body: { helpful }, schema: feedbackResponseSchema }),
  });
}
