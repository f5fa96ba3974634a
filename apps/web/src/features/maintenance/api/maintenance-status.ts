import { useEffect, useState } from 'react';
import type { MaintenanceStatus } from '@kusasa/domain/schemas/maintenance-status';
import { MAINTENANCE_POLL_SECONDS, readMaintenanceStatus } from '@kusasa/domain/schemas/maintenance-status-reader';
import { onMaintenanceAnnounced } from '../../../lib/maintenance-signal';

export const MAINTENANCE_STATUS_PATH = '/api/maintenance';

/**
 * A plain fetch and a zod-free reader, not the API client: the banner is on every public page and
 * the client with its schemas costs a phone 26 KB more (issue 33). A failure is thrown and ignored.
 */
export async function getMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceStatus> {
  const response = await fetch(MAINTENANCE_STATUS_PATH, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
  const status = response.ok ? readMaintenanceStatus(await response.json()) : null;
  if (!status) throw new Error(`maintenance status unavailable (${response.status})`);
  return status;
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
