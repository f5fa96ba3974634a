import type { QueryClient } from '@tanstack/react-query';
import { learnerKeys } from '../../../lib/query-keys';

/**
 * After the learner's own change to an application (draft, submission, discard, its PDF): the
 * lists read again, and the dashboard (cached 2 minutes; its journey step 6, applications list and
 * document banner come from these rows) and the documents list are marked stale. These calls are
 * plain fetches, not TanStack mutations, so the dashboard's mutation watcher does not see them.
 */
export function refreshAfterApplicationChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: learnerKeys.applications() }),
    client.invalidateQueries({ queryKey: learnerKeys.dashboard() }),
    client.invalidateQueries({ queryKey: learnerKeys.documents() }),
  ]);
}
