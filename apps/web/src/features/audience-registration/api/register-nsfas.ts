import { type AudienceRegistrationResponse, type NsfasRegistration, audienceRegistrationResponseSchema } from '@kusasa/domain/schemas/audience-registration';
import { apiCall } from '../../../lib/api-client';

export const REGISTER_NSFAS_PATH = '/api/auth/register/nsfas';

/** Creates an NSFAS staff account, waiting for its email confirmation. Starts no session. */
export async function registerNsfas(body: NsfasRegistration): Promise<AudienceRegistrationResponse> {
  return apiCall(REGISTER_NSFAS_PATH, { method: 'POST', body, schema: audienceRegistrationResponseSchema });
}
