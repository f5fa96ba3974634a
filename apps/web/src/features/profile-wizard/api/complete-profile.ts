import { type CompleteResponse, completeResponseSchema } from '@kusasa/domain/schemas/profile';
import { apiCall } from '../../../lib/api-client';

/** Review & Submit: the server checks every required step and document, then marks the profile complete. */
export async function completeProfile(): Promise<CompleteResponse> {
  return apiCall('/api/profile/complete', { method: 'POST', schema: completeResponseSchema });
}
