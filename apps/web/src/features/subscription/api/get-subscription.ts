import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SubscriptionResponse, subscriptionResponseSchema } from '@kusasa/domain/schemas/payments';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../payments/api/keys';

export const SUBSCRIPTION_PATH = '/api/subscription';

/** The learner's current plan, all plans, and the billing history (newest first). */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return subscriptionResponseSchema.parse(await api.get<unknown>(SUBSCRIPTION_PATH, { signal }));
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: paymentKeys.subscription(),
  queryFn: ({ signal }) => getSubscription(signal),
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
