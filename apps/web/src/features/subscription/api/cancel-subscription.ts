import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { type CancelSubscriptionResponse, type SubscriptionResponse, cancelSubscriptionResponseSchema } from '@kusasa/domain/schemas/payments/subscription';
import { apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { learnerKeys, refreshAfterPlanChange } from '../../../lib/query-keys';

export async function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiCall('/api/subscription/cancel', { method: 'POST', schema: cancelSubscriptionResponseSchema });
}

/** Cancels the paid plan (after the page's confirmation) and shows the plan the learner is back on. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ currentPlan }) => {
      toast.success(subscriptionTexts.cancelled);
      client.setQueryData<SubscriptionResponse>(learnerKeys.subscription(), (data) => data && { ...data, currentPlan });
      return refreshAfterPlanChange(client);
    },
    onError: () => toast.error(subscriptionTexts.cancelFailed),
  });
}
