import type { QueryClient } from '@tanstack/react-query';
import { type AddressStep, type ContactStep, type EducationStep, type PersonalStep, type Profile, profileSchema } from '@kusasa/domain/schemas/profile';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../applications/api/keys';
import { apsKeys } from '../../aps/api/keys';
import { authKeys } from '../../auth/api/keys';
import { dashboardKeys } from '../../dashboard/api/keys';
import { profileKeys } from './keys';

export interface StepBodies {
  personal: PersonalStep;
  contact: ContactStep;
  address: AddressStep;
  education: EducationStep;
}
export type SavedStep = keyof StepBodies;

/** PUT /api/profile/{step}: saves one step and answers with the whole profile. */
export async function saveStep<K extends SavedStep>(step: K, body: StepBodies[K]): Promise<Profile> {
  return profileSchema.parse(await api.put<unknown>(`/api/profile/${step}`, body));
}

/** After a save: the profile as the server has it, and what depends on it read again. */
export function afterSave(client: QueryClient, step: SavedStep, profile: Profile): void {
  client.setQueryData(profileKeys.detail(), profile);
  // The name in the shell comes from the session, /apply shows name and ID number read-only; the
  // APS and the dashboard read the marks.
  if (step === 'personal') {
    void client.invalidateQueries({ queryKey: authKeys.session() });
    void client.invalidateQueries({ queryKey: applicationKeys.applicant() });
  }
  if (step === 'education') void client.invalidateQueries({ queryKey: apsKeys.all });
  void client.invalidateQueries({ queryKey: dashboardKeys.all });
}
