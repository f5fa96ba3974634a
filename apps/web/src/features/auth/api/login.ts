import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginRequest, type SessionResponse, sessionResponseSchema } from '@kusasa/domain/schemas/auth';
import { apiCall } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

export const LOGIN_PATH = '/api/auth/login';

export function login(body: LoginRequest): Promise<SessionResponse> {
  return apiCall(LOGIN_PATH, { method: 'POST', body, schema: sessionResponseSchema });
}

/**
 * Signs in. `onSignedIn` runs in the same task as the cache update, so the caller's navigation
 * and the new session reach React together (a signed-out-only page never sees itself signed in).
 */
export function useLogin(onSignedIn: (session: SessionResponse) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      client.setQueryData(SESSION_QUERY_KEY, session);
      onSignedIn(session);
    },
  });
}
