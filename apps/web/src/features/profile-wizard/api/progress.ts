import { type Profile, type ProgressInput, profileSchema } from '@kusasa/domain/schemas/profile';
import { api } from '../../../lib/api-client';

const PROGRESS_PATH = '/api/profile/progress';

/** Save & Exit: where the learner is and what they typed but did not save yet. */
export async function saveProgress(input: ProgressInput): Promise<Profile> {
  return profileSchema.parse(await api.put<unknown>(PROGRESS_PATH, input));
}

/** Start New: forgets the saved place and draft (the saved step data stays). */
export async function resetProgress(): Promise<Profile> {
  return profileSchema.parse(await api.delete<unknown>(PROGRESS_PATH));
}
