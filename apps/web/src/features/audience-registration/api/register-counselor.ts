import {
  type AudienceRegistrationResponse,
  type CounselorRegistration,
  audienceRegistrationResponseSchema,
} from '@kusasa/domain/schemas/audience-registration';
import { apiCall } from '../../../lib/api-client';

export const REGISTER_COUNSELOR_PATH = '/api/auth/register/counselor';

/** Creates a counselor account, waiting for its email confirmation. Starts no session. */
export async function registerCounselor(body: CounselorRegistration): Promise<AudienceRegistrationResponse> {
  return apiCall(REGISTER_COUNSELOR_PATH, { method: 'POST', body, schema: audienceRegistrationResponseSchema });
}
