import { useQuery } from '@tanstack/react-query';
import { institutionListSchema } from '@kusasa/domain/schemas/catalogue';
import { apiCall } from '../../../lib/api-client';

/** The catalogue's institutions, to link an account to one. */
export function useCatalogueInstitutions(enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'institutions', 'all'],
    queryFn: ({ signal }) => apiCall('/api/institutions', { signal, schema: institutionListSchema }),
    enabled,
    staleTime: 60_000,
  });
}
