import { useMutation } from '@tanstack/react-query';
import type { ResendConfirmationRequest } from '@kusasa/domain/schemas/audience-registration';
import { type MessageResponse, messageResponseSchema } from '@kusasa/domain/schemas/auth';
import { apiCall } from '../../../lib/api-client';

export const RESEND_CONFIRMATION_PATH = '/api/auth/resend-confirmation';

/** Asks for a new confirmation link; the answer is the same whether or not an account waits for one. */
export function resendConfirmation(body: ResendConfirmationRequest): Promise<MessageResponse> {
  return apiCall(RESEND_CONFIRMATION_PATH, { method: 'POST', body, schema: messageResponseSchema });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
