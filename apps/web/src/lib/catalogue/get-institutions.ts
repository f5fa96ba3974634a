import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Institution, type InstitutionListQuery, institutionListSchema } from '@kusasa/domain/schemas/catalogue';
import { apiCall } from '../api-client';
import { catalogueKeys } from '../query-keys';

export const INSTITUTIONS_PATH = '/api/institutions';

/** Active institutions ordered by name, narrowed by name, province and type. */
export async function getInstitutions(query: InstitutionListQuery, signal?: AbortSignal): Promise<Institution[]> {
  const body = await apiCall(INSTITUTIONS_PATH, {
    query: { search: query.search || undefined, province: query.province, type: query.type },
    signal,
    schema: institutionListSchema,
  });
  return body.institutions;
}

export const institutionsQueryOptions = (query: InstitutionListQuery = {}) =>
  queryOptions({
    queryKey: catalogueKeys.institutions(query),
    queryFn: ({ signal }) => getInstitutions(query, signal),
    // The catalogue changes rarely: keep it for five minutes; the old list stays while filters change.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useInstitutions(query: InstitutionListQuery = {}) {
  return useQuery(institutionsQueryOptions(query));
}
