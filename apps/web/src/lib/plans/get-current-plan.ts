import { queryOptions } from '@tanstack/react-query';
import { type CurrentPlan, currentPlanSchema } from '@kusasa/domain/schemas/guidance';
import { apiCall } from '../api-client';
import { learnerKeys } from '../query-keys';

export const CURRENT_PLAN_PATH = '/api/plans/current';

export async function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlan> {
  return apiCall(CURRENT_PLAN_PATH, { signal, schema: currentPlanSchema });
}

export const currentPlanQueryOptions = () => queryOptions({ queryKey: learnerKeys.plan(), queryFn: ({ signal }) => getCurrentPlan(signal) });
