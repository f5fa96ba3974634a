import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationListResponse } from '@kusasa/domain/schemas/notifications';
import { learnerKeys, notificationKeys } from '../../../lib/query-keys';

/**
 * Documents update live (seed 001 section 4): verification results arrive as notifications with a
 * relatedDocumentId over the bell's live stream (mounted by the app shell). When a new one lands in
 * the notification cache, the dashboard is fetched again at once, whatever its 2-minute cache says.
 * (useLiveDocuments does the same for the documents list and shows the toasts.)
 */
export function useDashboardLiveRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    const key = JSON.stringify(notificationKeys.list());
    const seen = new Set<string>();
    let primed = false;
    const scan = () => {
      const list = client.getQueryData<NotificationListResponse>(notificationKeys.list());
      if (!list) return;
      const fresh = list.notifications.filter((n) => n.relatedDocumentId !== null && !seen.has(n.id));
      for (const n of fresh) seen.add(n.id);
      const first = !primed;
      primed = true;
      if (!first && fresh.length > 0) void client.invalidateQueries({ queryKey: learnerKeys.dashboard() });
    };
    scan();
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && JSON.stringify(event.query.queryKey) === key) scan();
    });
  }, [client]);
}
