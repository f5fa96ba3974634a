import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminApplicationsQuery, adminApplicationsResponseSchema } from '@kusasa/domain/schemas/admin-applications';
import { apiCall } from '../../../lib/api-client';

export const ADMIN_APPLICATIONS_PATH = '/api/admin/applications';

/** One page of the overview; the previous page stays on screen while the next loads. */
export function useAdminApplications(params: AdminApplicationsQuery) {
  return useQuery({
    queryKey: ['admin', 'applications', params],
    queryFn: ({ signal }) => apiCall(ADMIN_APPLICATIONS_PATH, { query: { ...params }, signal, schema: adminApplicationsResponseSchema }),
    placeholderData: keepPreviousData,
  });
}
