import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyAps, myApsSchema } from '@kusasa/domain/schemas/my-aps';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const MY_APS_PATH = '/api/aps/me';

/** The signed-in learner's APS from their saved marks (Grade 12 when there are any, else Grade 11). */
export async function getMyAps(signal?: AbortSignal): Promise<MyAps> {
  return apiCall(MY_APS_PATH, { signal, schema: myApsSchema });
}

export const myApsQueryOptions = () => queryOptions({ queryKey: learnerKeys.myAps(), queryFn: ({ signal }) => getMyAps(signal) });

/** Students only: the server answers 403 for other account types. Invalidate learnerKeys.aps() after saving marks. */
export function useMyAps(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myApsQueryOptions(), enabled: options.enabled ?? true });
}
