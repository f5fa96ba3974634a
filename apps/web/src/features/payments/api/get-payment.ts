import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentView, paymentViewSchema } from '@kusasa/domain/schemas/payments/payment-view';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const paymentPath = (merchantReference: string) => `/api/payments/${encodeURIComponent(merchantReference)}`;

/** One of the learner's own payments, by merchant reference. */
export async function getPayment(merchantReference: string, signal?: AbortSignal): Promise<PaymentView> {
  return apiCall(paymentPath(merchantReference), { signal, schema: paymentViewSchema });
}

/** Asks the provider for the payment's state now (the simulator knows; PayFast answers by ITN). */
export async function checkPayment(merchantReference: string): Promise<PaymentView> {
  return apiCall(`${paymentPath(merchantReference)}/check`, { method: 'POST', schema: paymentViewSchema });
}

export const paymentQueryOptions = (merchantReference: string) =>
  queryOptions({
    queryKey: learnerKeys.payment(merchantReference),
    queryFn: ({ signal }) => getPayment(merchantReference, signal),
    staleTime: 0,
    retry: false,
  });

export function usePayment(merchantReference: string | null) {
  return useQuery({ ...paymentQueryOptions(merchantReference ?? ''), enabled: merchantReference !== null });
}
