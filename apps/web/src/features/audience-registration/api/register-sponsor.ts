import { type AudienceRegistrationResponse, type SponsorRegistration, audienceRegistrationResponseSchema } from '@kusasa/domain/schemas/audience-registration';
import { apiCall } from '../../../lib/api-client';

export const REGISTER_SPONSOR_PATH = '/api/auth/register/sponsor';

/** Creates a sponsor account, ready to sign in. Starts no session. */
export async function registerSponsor(body: SponsorRegistration): Promise<AudienceRegistrationResponse> {
  return apiCall(REGISTER_SPONSOR_PATH, { method: 'POST', body, schema: audienceRegistrationResponseSchema });
}
