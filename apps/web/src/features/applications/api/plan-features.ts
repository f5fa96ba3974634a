import { useQuery } from '@tanstack/react-query';
import { type ApplicationPrefill, applicationPrefillSchema } from '@kusasa/domain/schemas/application-prefill';
import { type ApplicationInsights, applicationInsightsSchema } from '@kusasa/domain/schemas/success-insights';
import { apiCall } from '../../../lib/api-client';

/** GET /api/applications/prefill: what a new application is filled in with (Essential's form auto-fill). */
export function getPrefill(signal?: AbortSignal): Promise<ApplicationPrefill> {
  return apiCall('/api/applications/prefill', { signal, schema: applicationPrefillSchema });
}

export function usePrefillQuery() {
  return useQuery({ queryKey: ['applications', 'prefill'], queryFn: ({ signal }) => getPrefill(signal), staleTime: 60_000 });
}

/** GET /api/applications/insights: Pro + AI's success insights, by application id. */
export function getInsights(signal?: AbortSignal): Promise<ApplicationInsights> {
  return apiCall('/api/applications/insights', { signal, schema: applicationInsightsSchema });
}

export function useInsights(applicationsVersion: number) {
  const query = useQuery({ queryKey: ['applications', 'insights', applicationsVersion], queryFn: ({ signal }) => getInsights(signal) });
  return new Map((query.data?.insights ?? []).map((insight) => [insight.applicationId, insight]));
}
