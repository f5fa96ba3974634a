import { type Profile, type ProgressInput, profileSchema } from '@kusasa/domain/schemas/profile';
import { apiCall } from '../../../lib/api-client';

const PROGRESS_PATH = '/api/profile/progress';

/** Save & Exit: where the learner is and what they typed but did not save yet. */
export async function saveProgress(input: ProgressInput): Promise<Profile> {
  return apiCall(PROGRESS_PATH, { method: 'PUT', body: input, schema: profileSchema });
}

/** Start New: forgets the saved place and draft (the saved step data stays). */
export async function resetProgress(): Promise<Profile> {
  return apiCall(PROGRESS_PATH, { method: 'DELETE', schema: profileSchema });
}
