import type { MaintenanceStatus } from '@kusasa/domain/schemas/maintenance-status';

// The API refuses a change with 503 MAINTENANCE while an admin has the site locked (decision
// 0170), and its body carries the lock's state. The API client announces that here, so the
// maintenance banner shows at once instead of at its next poll, without any feature knowing it.

const EVENT = 'kusasa:maintenance';

export function announceMaintenance(status: MaintenanceStatus): void {
  window.dispatchEvent(new CustomEvent<MaintenanceStatus>(EVENT, { detail: status }));
}

/** Calls `listener` with the state carried by each refusal; returns the unsubscribe. */
export function onMaintenanceAnnounced(listener: (status: MaintenanceStatus) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<MaintenanceStatus>).detail);
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
