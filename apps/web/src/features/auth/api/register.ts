import { registrationResponseSchema, type RegistrationResponse, type StudentRegistration } from '@kusasa/domain/schemas/registration';
import { apiCall } from '../../../lib/api-client';

export const REGISTER_PATH = '/api/auth/register';

/**
 * Checks the identity, creates the student account and signs it in, in one call: the answer sets
 * the session cookie and carries the session, as sign-in's does.
 */
export function registerStudent(body: StudentRegistration): Promise<RegistrationResponse> {
  return apiCall(REGISTER_PATH, { method: 'POST', body, schema: registrationResponseSchema });
}
