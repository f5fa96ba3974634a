/** Query keys of the learner's applications (/apply, and the dashboard's list). */
export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  applicant: () => [...applicationKeys.all, 'applicant'] as const,
};
