import { notificationsChangedResponseSchema } from '@kusasa/domain/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { withAllRead } from './cache';
import { useNotificationChange } from './use-notification-change';

export const MARK_ALL_READ_PATH = '/api/notifications/read-all';

export async function markAllRead(): Promise<number> {
  return (await apiCall(MARK_ALL_READ_PATH, { method: 'POST', schema: notificationsChangedResponseSchema })).unreadCount;
}

export const useMarkAllRead = () => useNotificationChange<void>({ send: markAllRead, apply: withAllRead, what: 'mark all notifications read' });
