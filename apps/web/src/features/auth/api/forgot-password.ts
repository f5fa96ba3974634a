import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordRequest, type MessageResponse, messageResponseSchema } from '@kusasa/domain/schemas/auth';
import { apiCall } from '../../../lib/api-client';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiCall(FORGOT_PASSWORD_PATH, { method: 'POST', body, schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
