import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Programme, programmeListSchema } from '@kusasa/domain/schemas/catalogue';
import { apiCall } from '../api-client';
import { catalogueKeys } from '../query-keys';

export const PROGRAMMES_PATH = '/api/programs';

/** Active programmes of active institutions ordered by name, optionally of one institution. */
export async function getProgrammes(institutionId: string | undefined, signal?: AbortSignal): Promise<Programme[]> {
  return (await apiCall(PROGRAMMES_PATH, { query: { institutionId }, signal, schema: programmeListSchema })).programs;
}

export const programmesQueryOptions = (institutionId?: string) =>
  queryOptions({ queryKey: catalogueKeys.programmes(institutionId), queryFn: ({ signal }) => getProgrammes(institutionId, signal), staleTime: 5 * 60_000 });

export function useProgrammes(institutionId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...programmesQueryOptions(institutionId), enabled: options.enabled ?? true });
}
