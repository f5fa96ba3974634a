import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const PROFILE_PATH = '/api/profile';

// Only the two read-only fields the form shows; the rest of the profile is the profile page's.
const applicantSchema = z.object({ personal: z.object({ fullName: z.string().nullable(), idNumber: z.string().nullable() }) });
export type Applicant = { fullName: string | null; idNumber: string | null };

/** The learner's name and ID number as the server will use them on the application. */
export async function getApplicant(signal?: AbortSignal): Promise<Applicant> {
  return (await apiCall(PROFILE_PATH, { signal, schema: applicantSchema })).personal;
}

export const applicantQueryOptions = () =>
  queryOptions({ queryKey: learnerKeys.applicant(), queryFn: ({ signal }) => getApplicant(signal), staleTime: 5 * 60_000 });

export function useApplicant() {
  return useQuery(applicantQueryOptions());
}
