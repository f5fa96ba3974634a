/**
 * Query keys of the student dashboard. Features that change what it shows (profile, documents,
 * applications, plans) invalidate dashboardKeys.all after the learner's own changes.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  mine: () => [...dashboardKeys.all, 'mine'] as const,
};
