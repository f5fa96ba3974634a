import { useQuery } from '@tanstack/react-query';
import { type AdminReminders, adminRemindersSchema } from '@kusasa/domain/schemas/messaging';
import { apiCall } from '../../../lib/api-client';

export const adminRemindersKey = ['admin', 'reminders'] as const;

/** GET /api/admin/reminders: the last week's message counts, the messages that need an admin, and dates nobody has checked. */
export function getAdminReminders(signal?: AbortSignal): Promise<AdminReminders> {
  return apiCall('/api/admin/reminders', { signal, schema: adminRemindersSchema });
}

export function useAdminReminders() {
  return useQuery({ queryKey: adminRemindersKey, queryFn: ({ signal }) => getAdminReminders(signal) });
}
