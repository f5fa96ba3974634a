import { notificationsChangedResponseSchema } from '@kusasa/domain/schemas/notifications';
import { api } from '../../../lib/api-client';
import { withoutRead } from './cache';
import { useNotificationChange } from './use-notification-change';

export const DELETE_READ_PATH = '/api/notifications/read';

/** Deletes every notification the user has read. */
export async function deleteRead(): Promise<number> {
  return notificationsChangedResponseSchema.parse(await api.delete<unknown>(DELETE_READ_PATH)).unreadCount;
}

export const useDeleteRead = () => useNotificationChange<void>({ send: deleteRead, apply: withoutRead, what: 'delete the read notifications' });
