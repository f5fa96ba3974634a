import { applicationSchema, type Application } from '@kusasa/domain/schemas/applications';
import { apiCall } from '../../../lib/api-client';
import type { DraftValues } from '../draft-store';

export const SUBMIT_PATH = '/api/applications/submit';

/**
 * Submits the application with this clientId (a saved draft becomes submitted; re-sending is
 * harmless). The server takes the name and ID number from the profile; they are sent for the record.
 */
export async function submitApplication(clientId: string, values: DraftValues, applicant: { fullName: string; idNumber: string }): Promise<Application> {
  const body = { clientId, ...values, ...applicant };
  return apiCall(SUBMIT_PATH, { method: 'POST', body, schema: applicationSchema });
}
