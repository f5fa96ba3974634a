import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NotificationListResponse, notificationListResponseSchema } from '@kusasa/domain/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export const NOTIFICATIONS_PATH = '/api/notifications';

/** The user's own notifications, newest first, and how many are unread. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiCall(NOTIFICATIONS_PATH, { signal, schema: notificationListResponseSchema });
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }) => getNotifications(signal),
  // New ones arrive over the live stream, which also refetches whenever it (re)connects.
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
