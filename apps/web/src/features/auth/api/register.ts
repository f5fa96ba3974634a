import type { RegistrationResponse, StudentRegistration } from '@kusasa/domain/schemas/registration';
import { api } from '../../../lib/api-client';

export const REGISTER_PATH = '/api/auth/register';

/** Creates the student account and signs it in (the answer sets the session cookie). */
export function registerStudent(body: StudentRegistration): Promise<RegistrationResponse> {
  return api.post<RegistrationResponse>(REGISTER_PATH, body);
}
