import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionResponse, type SessionUser, sessionResponseSchema } from '@kusasa/domain/schemas/auth';
import { authTexts } from '@kusasa/domain/texts';
import { ApiError, apiCall } from './api-client';
import { toast } from './toast';
import { SESSION_QUERY_KEY } from './query-keys';

export const SESSION_PATH = '/api/auth/session';

/** The current session, or null when signed out (401). Other failures throw. */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return await apiCall(SESSION_PATH, { signal, schema: sessionResponseSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (error.code === 'SESSION_EXPIRED') throw new SessionExpired();
      return null;
    }
    throw error;
  }
}

class SessionExpired extends Error {}

/**
 * The session ran out (seed 000 section 4): say so once and forget everything loaded for the
 * user. The server clears the cookie with that answer, so the next check is a plain 401.
 */
export function handleSessionExpired(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  toast.error(authTexts.sessionExpiredTitle, { description: authTexts.sessionExpiredBody });
}

/**
 * Marks the sign-out mutation (features/auth), so that whatever refreshes after the learner's own
 * changes (the dashboard's watcher) fetches nothing of the user's once it succeeds.
 */
export const ENDS_SESSION_META = { endsSession: true } as const;

const MIN_RECHECK_MS = 30_000;
const MAX_RECHECK_MS = 24 * 60 * 60_000;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal, client }) => {
    try {
      return await getSession(signal);
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
      handleSessionExpired(client);
      return null;
    }
  },
  // Checked on load and whenever the window regains focus, and again just after the session's
  // end so that an open tab notices expiry without a click.
  refetchOnWindowFocus: 'always',
  refetchInterval: (query) => {
    const expiresAt = query.state.data?.expiresAt;
    if (!expiresAt) return false;
    const untilExpiry = Date.parse(expiresAt) - Date.now() + 1000;
    return Math.min(MAX_RECHECK_MS, Math.max(MIN_RECHECK_MS, untilExpiry));
  },
});

export type SessionState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser; expiresAt: string };

/** The signed-in user as the server sees it. Needs the QueryClientProvider of a session scope. */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  if (query.data) return { status: 'signed-in', user: query.data.user, expiresAt: query.data.expiresAt };
  if (query.data === null) return { status: 'signed-out' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
