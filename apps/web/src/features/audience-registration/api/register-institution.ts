import {
  type AudienceRegistrationResponse,
  type InstitutionRegistration,
  audienceRegistrationResponseSchema,
} from '@kusasa/domain/schemas/audience-registration';
import { apiCall } from '../../../lib/api-client';

export const REGISTER_INSTITUTION_PATH = '/api/auth/register/institution';

/** Creates an institution (status pending) and its account, waiting for its email confirmation. Starts no session. */
export async function registerInstitution(body: InstitutionRegistration): Promise<AudienceRegistrationResponse> {
  return apiCall(REGISTER_INSTITUTION_PATH, { method: 'POST', body, schema: audienceRegistrationResponseSchema });
}
