import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListSchema, type ApplicationList } from '@kusasa/domain/schemas/applications';
import { api } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const APPLICATIONS_PATH = '/api/applications';

/** The learner's applications, newest first, with their plan's application limit. */
export async function getApplications(signal?: AbortSignal): Promise<ApplicationList> {
  return applicationListSchema.parse(await api.get<unknown>(APPLICATIONS_PATH, { signal }));
}

export const applicationsQueryOptions = () => queryOptions({ queryKey: learnerKeys.applicationList(), queryFn: ({ signal }) => getApplications(signal) });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
