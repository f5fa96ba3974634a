import { notificationsChangedResponseSchema } from '@kusasa/domain/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { withoutOne } from './cache';
import { useNotificationChange } from './use-notification-change';

export const deleteNotificationPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

export async function deleteNotification(id: string): Promise<number> {
  return (await apiCall(deleteNotificationPath(id), { method: 'DELETE', schema: notificationsChangedResponseSchema })).unreadCount;
}

export const useDeleteNotification = () => useNotificationChange<string>({ send: deleteNotification, apply: withoutOne, what: 'delete a notification' });
