import { useQuery } from '@tanstack/react-query';
import { informationOfficerSchema } from '@kusasa/domain/legal/policy';
import { apiCall } from '../../../lib/api-client';
import { legalKeys } from './keys';

/** The Information Officer's contact details: configuration on the server, the same for every page. */
export function useInformationOfficer() {
  return useQuery({
    queryKey: legalKeys.informationOfficer,
    queryFn: ({ signal }) => apiCall('/api/legal/information-officer', { schema: informationOfficerSchema, signal }),
    staleTime: Infinity,
  });
}
