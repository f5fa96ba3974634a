import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@kusasa/domain/schemas/account-data';
import { type MessageResponse, messageResponseSchema } from '@kusasa/domain/schemas/auth';
import { apiCall } from '../../../lib/api-client';
import { recheckSessionOn401 } from './session-lost';

export const DELETE_ACCOUNT_PATH = '/api/account/delete';

/** Deletes the signed-in user's account and personal data (POPIA section 24); ends the session. */
export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiCall(DELETE_ACCOUNT_PATH, { method: 'POST', body, schema: messageResponseSchema });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onError: (error) => recheckSessionOn401(client, error) });
}
