import { notificationsChangedResponseSchema } from '@kusasa/domain/schemas/notifications';
import { api } from '../../../lib/api-client';
import { withoutOne } from './cache';
import { useNotificationChange } from './use-notification-change';

export const deleteNotificationPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

export async function deleteNotification(id: string): Promise<number> {
  return notificationsChangedResponseSchema.parse(await api.delete<unknown>(deleteNotificationPath(id))).unreadCount;
}

export const useDeleteNotification = () => useNotificationChange<string>({ send: deleteNotification, apply: withoutOne, what: 'delete a notification' });
