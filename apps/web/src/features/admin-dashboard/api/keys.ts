/** Query keys of the admin dashboard. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  auditLogs: () => [...adminDashboardKeys.all, 'audit'] as const,
  auditLog: (search: string) => [...adminDashboardKeys.auditLogs(), { search }] as const,
};
