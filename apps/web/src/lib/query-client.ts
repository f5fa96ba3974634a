// The one TanStack Query client. Only lazily loaded modules import it (the session scope, the
// signed-in app shell), so neither it nor TanStack Query is on the landing page's first load.

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@kusasa/domain/schemas/auth';
import { ApiError } from './api-client';
import { SESSION_QUERY_KEY } from './query-keys';

export function createQueryClient(): QueryClient {
  // The API refuses what sits behind the verification gate to a learner it knows to be unverified
  // (VERIFICATION_REQUIRED): mark the session so, and the page's guard sends them on to
  // /verification-required with the page remembered, whether a read or a change was refused.
  const onVerificationRequired = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'VERIFICATION_REQUIRED') return;
    client.setQueryData<SessionResponse | null>(SESSION_QUERY_KEY, (session) => session && { ...session, user: { ...session.user, isVerified: false } });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any request answered 401 means the session is gone: check it again, which signs the app
      // out (and shows 'Session Expired' when it ran out).
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== SESSION_QUERY_KEY[0]) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
        onVerificationRequired(error);
      },
    }),
    mutationCache: new MutationCache({ onError: onVerificationRequired }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network errors and 5xx get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
