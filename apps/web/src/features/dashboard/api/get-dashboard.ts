import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Dashboard, dashboardSchema } from '@kusasa/domain/schemas/dashboard';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const DASHBOARD_PATH = '/api/dashboard';
/** Seed 001 section 9: dashboard data is cached 2 minutes. */
export const DASHBOARD_STALE_MS = 2 * 60_000;

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiCall(DASHBOARD_PATH, { signal, schema: dashboardSchema });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: learnerKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: DASHBOARD_STALE_MS,
    // Coming back to the tab after the 2 minutes shows fresh data; sooner, the cache is kept.
    refetchOnWindowFocus: true,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
