/** Query keys of the UI lock page (admin only; feature-local, decision 100). */
export const maintenanceKeys = {
  all: ['admin-maintenance'] as const,
  state: () => [...maintenanceKeys.all, 'state'] as const,
  snapshots: () => [...maintenanceKeys.all, 'snapshots'] as const,
  diff: (id: string) => [...maintenanceKeys.snapshots(), 'diff', id] as const,
  inventory: () => [...maintenanceKeys.all, 'inventory'] as const,
  systemStatus: () => [...maintenanceKeys.all, 'system-status'] as const,
};
