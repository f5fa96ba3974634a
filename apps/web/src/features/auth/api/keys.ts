import { SESSION_QUERY_KEY } from '../../../lib/query-client';

/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => SESSION_QUERY_KEY,
};
