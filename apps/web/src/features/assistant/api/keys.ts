import { learnerKeys } from '../../../lib/query-keys';

/** Thandi's queries sit under the learner's prefix: a plan change moves the quota, sign-out drops the history. */
export const assistantKeys = {
  all: [...learnerKeys.all, 'assistant'] as const,
  history: () => [...assistantKeys.all, 'history'] as const,
  quota: () => [...assistantKeys.all, 'quota'] as const,
};
