import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListSchema, type ApplicationList } from '@kusasa/domain/schemas/applications';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const APPLICATIONS_PATH = '/api/applications';

/** The learner's applications, newest first, with their plan's application limit. */
export async function getApplications(signal?: AbortSignal): Promise<ApplicationList> {
  return apiCall(APPLICATIONS_PATH, { signal, schema: applicationListSchema });
}

export const applicationsQueryOptions = () => queryOptions({ queryKey: learnerKeys.applicationList(), queryFn: ({ signal }) => getApplications(signal) });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
