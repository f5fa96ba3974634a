import { applicationSchema, type Application } from '@kusasa/domain/schemas/applications';
import { api } from '../../../lib/api-client';
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
  return applicationSchema.parse(await api.put<unknown>(draftPath(clientId), body));
}

export async function discardDraft(clientId: string): Promise<void> {
  await api.delete<unknown>(draftPath(clientId));
}
