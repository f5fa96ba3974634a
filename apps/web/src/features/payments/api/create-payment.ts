import { useMutation } from '@tanstack/react-query';
import { type CreatePaymentRequest, type CreatePaymentResponse, createPaymentResponseSchema } from '@kusasa/domain/schemas/payments/create-payment';
import { apiCall } from '../../../lib/api-client';

export const PAYMENTS_PATH = '/api/payments';

/** Asks the server for a payment: it prices the plan itself and returns PayFast's signed redirect. */
export async function createPayment(body: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return apiCall(PAYMENTS_PATH, { method: 'POST', body, schema: createPaymentResponseSchema });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
