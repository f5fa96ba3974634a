import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FundingReadiness, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const FUNDING_PATH = '/api/funding';

/** GET /api/funding: the learner's answers, outcome, checklist, NSFAS window, status, consents and appeals. */
export async function getFunding(signal?: AbortSignal): Promise<FundingReadiness> {
  return apiCall(FUNDING_PATH, { signal, schema: fundingReadinessSchema });
}

export const fundingQueryOptions = () => queryOptions({ queryKey: learnerKeys.funding(), queryFn: ({ signal }) => getFunding(signal) });

export function useFunding() {
  return useQuery(fundingQueryOptions());
}
