import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageRetriedSchema } from '@kusasa/domain/schemas/messaging';
import { apiCall } from '../../../lib/api-client';
import { adminRemindersKey } from './get-reminders';

/** POST /api/admin/reminders/messages/:id/retry: queues a failed or interrupted message again (409 otherwise). */
export function retryMessage(id: string) {
  return apiCall(`/api/admin/reminders/messages/${encodeURIComponent(id)}/retry`, { method: 'POST', schema: messageRetriedSchema });
}

/** Sends a message again, then reads the page again (the message leaves the problems). */
export function useRetryMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryMessage, onSuccess: () => client.invalidateQueries({ queryKey: adminRemindersKey }) });
}
