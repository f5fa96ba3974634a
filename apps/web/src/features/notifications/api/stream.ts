import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATION_STREAM_EVENT, type NotificationListResponse, notificationSchema } from '@kusasa/domain/schemas/notifications';
import { logFailure } from '../../../lib/log';
import { withAdded } from './cache';
import { notificationKeys, SESSION_QUERY_KEY } from '../../../lib/query-keys';

export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * Live notifications (decision 0009): an EventSource on the stream adds each arriving notification
 * to the cached list. Events sent while the connection is down are lost, so the list is fetched
 * again every time the stream (re)opens. The browser reconnects by itself after a dropped
 * connection; when it gives up (the server refused, e.g. signed out) the session is checked and the
 * stream tried again later, 5 s doubling to a minute. Closed on unmount (sign-out reloads the page).
 */
export function useNotificationStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;

    const onOpen = () => {
      delay = FIRST_RETRY_MS;
      void client.invalidateQueries({ queryKey: notificationKeys.list() });
    };
    const onNotification = (event: MessageEvent<string>) => {
      let parsed;
      try {
        parsed = notificationSchema.safeParse(JSON.parse(event.data));
      } catch (error) {
        return logFailure('could not read a live notification', error);
      }
      if (!parsed.success) return logFailure('could not read a live notification', parsed.error);
      const notification = parsed.data;
      client.setQueryData<NotificationListResponse>(notificationKeys.list(), (list) => list && withAdded(list, notification));
      // System notices tell of account changes (an admin changed the account type): what the user
      // may see changes with them, so the session is read again before any page asks for more.
      if (notification.notificationType === 'system') void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    const onError = () => {
      if (!source || source.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
      source.close();
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };

    function connect() {
      source = new EventSource(NOTIFICATION_STREAM_PATH);
      source.addEventListener('open', onOpen);
      source.addEventListener(NOTIFICATION_STREAM_EVENT, onNotification as EventListener);
      source.addEventListener('error', onError);
    }

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client]);
}
