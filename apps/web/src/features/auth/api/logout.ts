import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, noContentSchema } from '../../../lib/api-client';
import { ENDS_SESSION_META } from '../../../lib/session';

export const LOGOUT_PATH = '/api/auth/logout';

export function logout(): Promise<void> {
  return apiCall(LOGOUT_PATH, { method: 'POST', schema: noContentSchema });
}

/**
 * Ends the session on the server, then `onSignedOut` leaves (a full reload to /, which also
 * forgets everything loaded for the user). It leaves even when the call failed. Reads still in
 * flight are cancelled first, and none starts until the page has left (TanStack Query holds
 * reads while it counts the browser offline; a page that mounts meanwhile would otherwise ask):
 * answered after the sign-out, they would only fail with 401.
 */
export function useLogout(onSignedOut: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      onlineManager.setOnline(false);
      await client.cancelQueries();
      return logout();
    },
    meta: ENDS_SESSION_META,
    onSettled: onSignedOut,
  });
}
