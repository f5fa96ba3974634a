import { notificationsChangedResponseSchema } from '@kusasa/domain/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { withoutRead } from './cache';
import { useNotificationChange } from './use-notification-change';

export const DELETE_READ_PATH = '/api/notifications/read';

/** Deletes every notification the user has read. */
export async function deleteRead(): Promise<number> {
  return (await apiCall(DELETE_READ_PATH, { method: 'DELETE', schema: notificationsChangedResponseSchema })).unreadCount;
}

export const useDeleteRead = () => useNotificationChange<void>({ send: deleteRead, apply: withoutRead, what: 'delete the read notifications' });
