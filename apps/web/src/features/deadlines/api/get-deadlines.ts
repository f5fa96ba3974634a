import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DeadlineList, deadlineListSchema } from '@kusasa/domain/schemas/deadlines';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

/** GET /api/deadlines: the learner's dates, upcoming nearest first, then the recently closed. */
export function getDeadlines(signal?: AbortSignal): Promise<DeadlineList> {
  return apiCall('/api/deadlines', { signal, schema: deadlineListSchema });
}

export const deadlinesQueryOptions = () => queryOptions({ queryKey: learnerKeys.deadlines(), queryFn: ({ signal }) => getDeadlines(signal) });

export function useDeadlines() {
  return useQuery(deadlinesQueryOptions());
}
