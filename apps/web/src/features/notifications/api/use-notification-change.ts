import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '@kusasa/domain/schemas/notifications';
import { logFailure } from '../../../lib/log';
import { withUnreadCount } from './cache';
import { notificationKeys } from '../../../lib/query-keys';

export interface NotificationChange<V> {
  /** Sends the change; resolves with the server's unread count afterwards. */
  send: (variables: V) => Promise<number>;
  /** The change as the cached list shows it at once. */
  apply: (list: NotificationListResponse, variables: V) => NotificationListResponse;
  /** For the log, e.g. 'mark a notification read'. */
  what: string;
}

/**
 * One of the bell's changes. The list changes at once; the server's unread count replaces the guess
 * when it answers. A failure is logged only (seed 000) and the list reloaded, which puts back
 * whatever did not change.
 */
export function useNotificationChange<V>({ send, apply, what }: NotificationChange<V>) {
  const client = useQueryClient();
  const key = notificationKeys.list();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<NotificationListResponse>(key, (list) => list && apply(list, variables));
    },
    onSuccess: (unreadCount) => {
      client.setQueryData<NotificationListResponse>(key, (list) => list && withUnreadCount(list, unreadCount));
    },
    onError: (error) => {
      logFailure(`could not ${what}`, error);
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
