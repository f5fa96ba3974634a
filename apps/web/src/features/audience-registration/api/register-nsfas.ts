import { type AudienceRegistrationResponse, type NsfasRegistration, audienceRegistrationResponseSchema } from '@kusasa/domain/schemas/audience-registration';
import { api } from '../../../lib/api-client';

export const REGISTER_NSFAS_PATH = '/api/auth/register/nsfas';

/** Creates an NSFAS staff account, waiting for its email confirmation. Starts no session. */
export async function registerNsfas(body: NsfasRegistration): Promise<AudienceRegistrationResponse> {
  return audienceRegistrationResponseSchema.parse(await api.post<unknown>(REGISTER_NSFAS_PATH, body));
}
