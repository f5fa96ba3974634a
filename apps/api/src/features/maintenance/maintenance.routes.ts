import { adminMaintenanceStateSchema, lockRequestSchema, maintenanceChangeResponseSchema, maintenanceStatusSchema } from '@kusasa/domain/schemas/maintenance';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { MaintenanceService } from './maintenance.service.ts';

// The lock (decision 0170): a public read for the banner on every page, and the admin's switch.
export function maintenanceRoutes(app: App, maintenance: MaintenanceService) {
  app.get(
    '/api/maintenance',
    { schema: { tags: ['maintenance'], response: { 200: maintenanceStatusSchema } }, config: { permission: 'maintenance:status' } },
    async (_request, reply) => {
      // Answered from memory; a cached copy in a browser or proxy would hide a lock, so none.
      void reply.header('cache-control', 'no-store');
      return maintenance.status();
    },
  );

  app.get(
    '/api/admin/maintenance',
    { schema: { tags: ['admin'], response: { 200: adminMaintenanceStateSchema } }, config: { permission: 'admin:maintenance' } },
    () => maintenance.adminState(),
  );

  app.post(
    '/api/admin/maintenance/lock',
    { schema: { tags: ['admin'], body: lockRequestSchema, response: { 200: maintenanceChangeResponseSchema } }, config: { permission: 'admin:maintenance' } },
    (request) => maintenance.lock(signedIn(request).user, request.body),
  );

  app.post(
    '/api/admin/maintenance/unlock',
    { schema: { tags: ['admin'], response: { 200: maintenanceChangeResponseSchema } }, config: { permission: 'admin:maintenance' } },
    (request) => maintenance.unlock(signedIn(request).user),
  );
}
