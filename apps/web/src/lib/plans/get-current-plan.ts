import { queryOptions } from '@tanstack/react-query';
import { type CurrentPlan, currentPlanSchema } from '@kusasa/domain/schemas/guidance';
import { api } from '../api-client';
import { learnerKeys } from '../query-keys';

export const CURRENT_PLAN_PATH = '/api/plans/current';

export async function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlan> {
  return currentPlanSchema.parse(await api.get<unknown>(CURRENT_PLAN_PATH, { signal }));
}

export const currentPlanQueryOptions = () => queryOptions({ queryKey: learnerKeys.plan(), queryFn: ({ signal }) => getCurrentPlan(signal) });
