import { markReadResponseSchema } from '@kusasa/domain/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { withRead } from './cache';
import { useNotificationChange } from './use-notification-change';

export const markReadPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`;

/** Marks one of the user's notifications read; resolves with the unread count after. */
export async function markRead(id: string): Promise<number> {
  return (await apiCall(markReadPath(id), { method: 'POST', schema: markReadResponseSchema })).unreadCount;
}

export const useMarkRead = () => useNotificationChange<string>({ send: markRead, apply: withRead, what: 'mark a notification read' });
