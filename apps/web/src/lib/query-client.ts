// The one TanStack Query client. Only lazily loaded modules import it (the session scope, the
// signed-in app shell), so neither it nor TanStack Query is on the landing page's first load.

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { SESSION_QUERY_KEY } from './query-keys';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any request answered 401 means the session is gone: check it again, which signs the app
      // out (and shows 'Session Expired' when it ran out).
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== SESSION_QUERY_KEY[0]) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      },
    }),
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
