import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { learnerKeys } from '../../../lib/query-keys';

const watched = new WeakSet<QueryClient>();

/**
 * Dashboard data is cached for 2 minutes but must not hide the learner's own changes (a saved
 * wizard step, an upload, a submitted application, a claimed payment). Every change the learner
 * makes goes through a TanStack mutation, so from the first dashboard visit on, each successful
 * mutation marks the dashboard stale: it is fetched again at once when shown, or on the next visit.
 * Features can still invalidate learnerKeys.dashboard() themselves; this is the safety net.
 */
export function useRefreshAfterOwnChanges(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (watched.has(client)) return;
    watched.add(client);
    // Kept for the client's lifetime on purpose (the app has one client; sign-out reloads the page).
    client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.mutation.options.meta?.endsSession) return; // signing out: nothing of the user's is fetched again
      void client.invalidateQueries({ queryKey: learnerKeys.dashboard() });
    });
  }, [client]);
}
