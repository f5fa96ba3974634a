import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SubscriptionResponse, subscriptionResponseSchema } from '@kusasa/domain/schemas/payments/subscription';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const SUBSCRIPTION_PATH = '/api/subscription';

/** The learner's current plan, all plans, and the billing history (newest first). */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return apiCall(SUBSCRIPTION_PATH, { signal, schema: subscriptionResponseSchema });
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: learnerKeys.subscription(),
  queryFn: ({ signal }) => getSubscription(signal),
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
