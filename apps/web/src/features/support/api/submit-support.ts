import { useMutation } from '@tanstack/react-query';
import { type SupportRequestInput, supportSubmittedSchema } from '@kusasa/domain/schemas/support';
import { apiCall } from '../../../lib/api-client';

export const SUPPORT_PATH = '/api/support';

export function useSubmitSupport() {
  return useMutation({ mutationFn: (input: SupportRequestInput) => apiCall(SUPPORT_PATH, { method: 'POST', body: input, schema: supportSubmittedSchema }) });
}
