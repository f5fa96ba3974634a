import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationListResponse } from '@kusasa/domain/schemas/notifications';
import { notificationKeys, refreshAfterPlanChange } from '../../../lib/query-keys';

/**
 * A funded request is announced as a notification over the bell's live stream (mounted by the app
 * shell). When a new one lands in the notification cache, the learner's records are read again at
 * once, so 'Funded' shows without a reload, and a funded plan fee (or a sponsor's allocation)
 * moves the plan and its limits at the same moment.
 */
export function useLiveSponsorshipRequests(): void {
  const client = useQueryClient();
  useEffect(() => {
    const key = JSON.stringify(notificationKeys.list());
    const seen = new Set<string>();
    let primed = false;
    const scan = () => {
      const list = client.getQueryData<NotificationListResponse>(notificationKeys.list());
      if (!list) return;
      const fresh = list.notifications.filter((notification) => !seen.has(notification.id));
      for (const notification of fresh) seen.add(notification.id);
      const first = !primed;
      primed = true;
      if (!first && fresh.length > 0) void refreshAfterPlanChange(client);
    };
    scan();
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && JSON.stringify(event.query.queryKey) === key) scan();
    });
  }, [client]);
}
