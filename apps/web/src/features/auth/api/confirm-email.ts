import { type ConfirmEmailRequest, type ConfirmEmailResponse, confirmEmailResponseSchema } from '@kusasa/domain/schemas/audience-registration';
import { apiCall } from '../../../lib/api-client';

export const CONFIRM_EMAIL_PATH = '/api/auth/confirm-email';

/** Confirms the email address of the link's account (counselor, institution or NSFAS); the answer names its login page. */
export async function confirmEmail(body: ConfirmEmailRequest): Promise<ConfirmEmailResponse> {
  return apiCall(CONFIRM_EMAIL_PATH, { method: 'POST', body, schema: confirmEmailResponseSchema });
}
