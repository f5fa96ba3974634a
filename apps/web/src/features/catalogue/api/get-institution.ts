import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InstitutionDetail, institutionDetailSchema } from '@kusasa/domain/schemas/catalogue';
import { ApiError, apiCall } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/** One active institution; the server answers 404 for an unknown or inactive one. */
export async function getInstitution(id: string, signal?: AbortSignal): Promise<InstitutionDetail> {
  return apiCall(`/api/institutions/${encodeURIComponent(id)}`, { signal, schema: institutionDetailSchema });
}

/** A made-up id (400) is as much "not found" as an unknown one (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const institutionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.institution(id),
    queryFn: ({ signal }) => getInstitution(id, signal),
    staleTime: 5 * 60_000,
    // A "not found" the server rendered the page with (decision 0425) shows as it is, not as loading
    // again; "Try again" is there for any other failure.
    retryOnMount: false,
  });

export function useInstitution(id: string) {
  return useQuery(institutionQueryOptions(id));
}
