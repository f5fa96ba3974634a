import { applicationSchema, draftDeletedSchema, type Application } from '@kusasa/domain/schemas/applications';
import { apiCall } from '../../../lib/api-client';
import type { DraftValues } from '../draft-store';

export const draftPath = (clientId: string) => `/api/applications/drafts/${encodeURIComponent(clientId)}`;

/** Creates or updates the learner's draft with this clientId (the whole draft: empty fields clear). */
export async function saveDraft(clientId: string, values: DraftValues): Promise<Application> {
  const body = {
    grade12Results: values.grade12Results,
    personalStatement: values.personalStatement,
    institutionId: values.institutionId,
    programId: values.programId,
  };
  return apiCall(draftPath(clientId), { method: 'PUT', body, schema: applicationSchema });
}

export async function discardDraft(clientId: string): Promise<void> {
  await apiCall(draftPath(clientId), { method: 'DELETE', schema: draftDeletedSchema });
}
