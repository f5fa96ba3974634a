import { useQuery } from '@tanstack/react-query';
import { type ApplicationPrefill, applicationPrefillSchema } from '@kusasa/domain/schemas/application-prefill';
import { apiCall } from '../../../lib/api-client';

/** GET /api/applications/prefill: what a new application is filled in with (Essential's form auto-fill). */
export function getPrefill(signal?: AbortSignal): Promise<ApplicationPrefill> {
  return apiCall('/api/applications/prefill', { signal, schema: applicationPrefillSchema });
}

export function usePrefillQuery() {
  return useQuery({ queryKey: ['applications', 'prefill'], queryFn: ({ signal }) => getPrefill(signal), staleTime: 60_000 });
}
