/** Query keys of the learner's profile (the wizard and /profile read the same data). */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
};
