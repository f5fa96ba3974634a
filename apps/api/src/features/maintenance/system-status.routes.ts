import type { ServerResponse } from 'node:http';
import { ROUTE_INVENTORY, routeInventoryTotals } from '@kusasa/domain/rules/route-inventory';
import { routeInventoryResponseSchema, SYSTEM_STATUS_STREAM_EVENT, SYSTEM_STATUS_STREAM_SECONDS, systemStatusSchema } from '@kusasa/domain/schemas/maintenance';
import type { App } from '../../http/types.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { SystemStatusService } from './system-status.service.ts';

/**
 * A stream ends after this long and the browser's EventSource opens a new one, which passes the
 * access check again: a demoted admin stops receiving within this time, with no session re-check here.
 */
export const STATUS_STREAM_MAX_MS = 5 * 60_000;
const RETRY_MS = 3_000;

export interface StatusStreamOptions {
  intervalMs?: number;
  maxMs?: number;
}

// System status (polled, or live as server-sent events) and the component inventory.
export function systemStatusRoutes(
  app: App,
  status: SystemStatusService,
  { intervalMs = SYSTEM_STATUS_STREAM_SECONDS * 1000, maxMs = STATUS_STREAM_MAX_MS }: StatusStreamOptions = {},
) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get('/api/admin/system-status', { schema: { tags: ['admin'], response: { 200: systemStatusSchema } }, config: { permission: 'admin:system' } }, () =>
    status.read(),
  );

  app.get(
    '/api/admin/system-status/stream',
    { schema: { tags: ['admin'], produces: ['text/event-stream'] }, config: { permission: 'admin:system' } },
    (request, reply) => {
      const res: ServerResponse = reply.raw;
      let sending = false;
      const send = () => {
        if (sending || res.writableEnded) return;
        sending = true;
        status
          .read()
          .then(
            (current) => {
              if (!res.writableEnded) res.write(`event: ${SYSTEM_STATUS_STREAM_EVENT}\ndata: ${JSON.stringify(current)}\n\n`);
            },
            (error: unknown) => request.log.warn({ err: error }, 'could not read the system status for its stream'),
          )
          .finally(() => {
            sending = false;
          });
      };
      const end = () => {
        clearInterval(ticker);
        clearTimeout(lifetime);
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      const ticker = setInterval(send, intervalMs).unref();
      const lifetime = setTimeout(end, maxMs).unref();
      open.add(end);
      res.on('close', end);

      startEventStream(request, reply, { retryMs: RETRY_MS });
      send();
    },
  );

  app.get(
    '/api/admin/route-inventory',
    { schema: { tags: ['admin'], response: { 200: routeInventoryResponseSchema } }, config: { permission: 'admin:system' } },
    () => ({ routes: [...ROUTE_INVENTORY], totals: routeInventoryTotals() }),
  );
}
