import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProgrammeEligibility, programmeEligibilityListSchema } from '@kusasa/domain/schemas/my-aps';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const ELIGIBILITY_PATH = '/api/programs/eligibility';

/** For each active programme, whether the signed-in learner's saved marks meet it (empty without marks). */
export async function getProgrammeEligibility(signal?: AbortSignal): Promise<ProgrammeEligibility[]> {
  return (await apiCall(ELIGIBILITY_PATH, { signal, schema: programmeEligibilityListSchema })).results;
}

export const eligibilityQueryOptions = () => queryOptions({ queryKey: learnerKeys.eligibility(), queryFn: ({ signal }) => getProgrammeEligibility(signal) });

/** Students only; pass enabled: false for other account types (the server answers 403). */
export function useProgrammeEligibility(options: { enabled?: boolean } = {}) {
  return useQuery({ ...eligibilityQueryOptions(), enabled: options.enabled ?? true });
}
