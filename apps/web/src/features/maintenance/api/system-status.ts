import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SYSTEM_STATUS_STREAM_EVENT, SYSTEM_STATUS_STREAM_SECONDS, systemStatusSchema } from '@kusasa/domain/schemas/maintenance';
import { apiCall } from '../../../lib/api-client';
import { maintenanceKeys } from './keys';

export const SYSTEM_STATUS_PATH = '/api/admin/system-status';
/** Polling while the live stream is not connected (no EventSource, a proxy that buffers, a drop). */
const POLL_MS = 15_000;

/**
 * The system status, refreshed live: read once, then every event of the server-sent stream (every
 * 5 s) replaces it. While the stream is down the page polls instead; EventSource reconnects by
 * itself (the server ends each stream after 5 minutes so the access check runs again).
 */
export function useSystemStatus() {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: maintenanceKeys.systemStatus(),
    queryFn: ({ signal }) => apiCall(SYSTEM_STATUS_PATH, { schema: systemStatusSchema, signal }),
    refetchInterval: live ? false : POLL_MS,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${SYSTEM_STATUS_PATH}/stream`);
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => setLive(false));
    source.addEventListener(SYSTEM_STATUS_STREAM_EVENT, (event) => {
      const parsed = systemStatusSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) client.setQueryData(maintenanceKeys.systemStatus(), parsed.data);
    });
    return () => source.close();
  }, [client]);

  return { ...query, live, streamSeconds: SYSTEM_STATUS_STREAM_SECONDS };
}
