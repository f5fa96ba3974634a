import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MessageResponse, type ResetPasswordRequest, messageResponseSchema } from '@kusasa/domain/schemas/auth';
import { apiCall } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiCall(RESET_PASSWORD_PATH, { method: 'POST', body, schema: messageResponseSchema });
}

/** A reset ends the user's sessions on the server, so the app forgets any session it knew. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => client.setQueryData(SESSION_QUERY_KEY, null),
  });
}
