/** Query keys of the admin dashboard (Refresh invalidates everything under `all`). */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  auditLogs: () => [...adminDashboardKeys.all, 'audit'] as const,
  auditLog: (search: string) => [...adminDashboardKeys.auditLogs(), { search }] as const,
  documentLists: () => [...adminDashboardKeys.all, 'documents'] as const,
  documentList: (params: { status: string; page: number }) => [...adminDashboardKeys.documentLists(), params] as const,
};
