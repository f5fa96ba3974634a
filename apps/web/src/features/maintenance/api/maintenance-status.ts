import { useEffect, useState } from 'react';
import { MAINTENANCE_POLL_SECONDS, type MaintenanceStatus, maintenanceStatusSchema } from '@kusasa/domain/schemas/maintenance-status';
import { apiCall } from '../../../lib/api-client';
import { onMaintenanceAnnounced } from '../../../lib/maintenance-signal';

export const MAINTENANCE_STATUS_PATH = '/api/maintenance';

export function getMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceStatus> {
  return apiCall(MAINTENANCE_STATUS_PATH, { schema: maintenanceStatusSchema, signal });
}

/**
 * The public lock state for the banner. Plain polling, not TanStack Query: the banner sits in the
 * public layout too, which has no query client (decision 0170: every 30 s, and at once when a
 * change was refused for maintenance). A failed read keeps the last state: the banner is news,
 * the server enforces the lock.
 */
export function useMaintenanceStatus(pollMs = MAINTENANCE_POLL_SECONDS * 1000): MaintenanceStatus | null {
  const [status, setStatus] = useState<MaintenanceStatus | null>(null);
  useEffect(() => {
    let controller: AbortController | null = null;
    const read = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      getMaintenanceStatus(current.signal).then(
        (next) => !current.signal.aborted && setStatus(next),
        () => undefined,
      );
    };
    read();
    const timer = setInterval(read, pollMs);
    // A refusal carries the state: shown now, and a read under way (older news) is dropped.
    const unsubscribe = onMaintenanceAnnounced((next) => {
      controller?.abort();
      setStatus(next);
    });
    const onFocus = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearInterval(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onFocus);
      controller?.abort();
    };
  }, [pollMs]);
  return status;
}
