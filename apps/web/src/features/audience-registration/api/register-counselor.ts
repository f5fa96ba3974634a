import { type AudienceRegistrationResponse, type CounselorRegistration, audienceRegistrationResponseSchema } from '@kusasa/domain/schemas/audience-registration';
import { api } from '../../../lib/api-client';

export const REGISTER_COUNSELOR_PATH = '/api/auth/register/counselor';

/** Creates a counselor account, waiting for its email confirmation. Starts no session. */
export async function registerCounselor(body: CounselorRegistration): Promise<AudienceRegistrationResponse> {
  return audienceRegistrationResponseSchema.parse(await api.post<unknown>(REGISTER_COUNSELOR_PATH, body));
}
