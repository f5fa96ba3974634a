import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { documentTexts } from '@kusasa/domain/document-texts';
import type { Notification, NotificationListResponse } from '@kusasa/domain/schemas/notifications';
import { toast } from '../../../lib/toast';
import { learnerKeys, notificationKeys } from '../../../lib/query-keys';

const titles = documentTexts.toastTitles;

function toastFor(notification: Notification): void {
  const options = { description: notification.message };
  if (notification.title === titles.approved) toast.success(notification.title, options);
  else if (notification.title === titles.rejected || notification.title === titles.request_resubmission) toast.error(notification.title, options);
  else toast.info(notification.title, options);
}

/** One subscription per query client, however many cards and lists ask for it (no double toasts). */
const subscriptions = new WeakMap<QueryClient, { users: number; stop: () => void }>();

function watch(client: QueryClient): () => void {
  const key = notificationKeys.list();
  const seen = new Set<string>();
  let primed = false;
  const scan = () => {
    const list = client.getQueryData<NotificationListResponse>(key);
    if (!list) return;
    const fresh = list.notifications.filter((n) => n.relatedDocumentId !== null && !seen.has(n.id));
    for (const n of fresh) seen.add(n.id);
    if (!primed) {
      primed = true;
      return;
    }
    if (fresh.length === 0) return;
    void client.invalidateQueries({ queryKey: learnerKeys.documents() });
    for (const n of fresh) if (!n.isRead) toastFor(n);
  };
  scan();
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && JSON.stringify(event.query.queryKey) === JSON.stringify(key)) scan();
  });
}

/**
 * Live document statuses. Verification results reach the learner as notifications with a
 * relatedDocumentId over the bell's live stream (useNotificationStream, mounted by the shell); when
 * a new one lands in the notification cache, the documents are fetched again and its title
 * ('Document Verified', 'Document Rejected', 'Resubmission Required') is toasted. The notifications
 * already there when watching starts are old news and are not toasted. The upload card and the
 * list call it themselves; any number of them share one watcher.
 */
export function useLiveDocuments(): void {
  const client = useQueryClient();
  useEffect(() => {
    const current = subscriptions.get(client) ?? { users: 0, stop: watch(client) };
    current.users += 1;
    subscriptions.set(client, current);
    return () => {
      current.users -= 1;
      if (current.users === 0) {
        current.stop();
        subscriptions.delete(client);
      }
    };
  }, [client]);
}
