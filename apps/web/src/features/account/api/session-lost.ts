import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

/** Signed out meanwhile (401): checking the session again takes the user to /login. */
export function recheckSessionOn401(client: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
