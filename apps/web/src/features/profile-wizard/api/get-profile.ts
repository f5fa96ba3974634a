import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, profileSchema } from '@kusasa/domain/schemas/profile';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const PROFILE_PATH = '/api/profile';

/** Everything the learner saved, each step's completion and where the wizard was left. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiCall(PROFILE_PATH, { signal, schema: profileSchema });
}

export const profileQueryOptions = () => queryOptions({ queryKey: learnerKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

/** Students only: the server answers 403 for other account types. */
export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.enabled ?? true });
}
