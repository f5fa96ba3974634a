import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@kusasa/domain/schemas/auth';
import { api } from '../../../lib/api-client';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>(FORGOT_PASSWORD_PATH, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
