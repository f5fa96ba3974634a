import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LOGOUT_PATH = '/api/auth/logout';

export function logout(): Promise<void> {
  return api.post<void>(LOGOUT_PATH);
}

/**
 * Ends the session on the server, then `onSignedOut` leaves (a full reload to /, which also
 * forgets everything loaded for the user). It leaves even when the call failed.
 */
export function useLogout(onSignedOut: () => void) {
  return useMutation({ mutationFn: logout, onSettled: onSignedOut });
}
