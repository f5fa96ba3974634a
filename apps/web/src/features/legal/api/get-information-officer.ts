import { useQuery } from '@tanstack/react-query';
import { informationOfficerSchema } from '@kusasa/domain/legal/policy';
import { apiCall } from '../../../lib/api-client';
import { legalKeys } from './keys';

export const INFORMATION_OFFICER_PATH = '/api/legal/information-officer';

/** The Information Officer's contact details: configuration on the server, the same for every page. */
export function useInformationOfficer() {
  return useQuery({
    queryKey: legalKeys.informationOfficer,
    queryFn: ({ signal }) => apiCall(INFORMATION_OFFICER_PATH, { schema: informationOfficerSchema, signal }),
    staleTime: Infinity,
  });
}
