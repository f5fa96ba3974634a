import type { QueryClient } from '@tanstack/react-query';
import { type AddressStep, type ContactStep, type EducationStep, type PersonalStep, type Profile, profileSchema } from '@kusasa/domain/schemas/profile';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys, SESSION_QUERY_KEY } from '../../../lib/query-keys';

export interface StepBodies {
  personal: PersonalStep;
  contact: ContactStep;
  address: AddressStep;
  education: EducationStep;
}
export type SavedStep = keyof StepBodies;

/** PUT /api/profile/{step}: saves one step and answers with the whole profile. */
export async function saveStep<K extends SavedStep>(step: K, body: StepBodies[K]): Promise<Profile> {
  return apiCall(`/api/profile/${step}`, { method: 'PUT', body, schema: profileSchema });
}

/** After a save: the profile as the server has it, and what depends on it read again. */
export function afterSave(client: QueryClient, step: SavedStep, profile: Profile): void {
  client.setQueryData(learnerKeys.profile(), profile);
  // The name in the shell comes from the session, /apply shows name and ID number read-only; the
  // APS and the dashboard read the marks.
  if (step === 'personal') {
    void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void client.invalidateQueries({ queryKey: learnerKeys.applicant() });
  }
  if (step === 'education') void client.invalidateQueries({ queryKey: learnerKeys.aps() });
  void client.invalidateQueries({ queryKey: learnerKeys.dashboard() });
}
