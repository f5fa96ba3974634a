import { z } from 'zod';

// The site-wide maintenance lock's public status (decision 0170), for the API and the API client.
// Apart from the admin UI lock's schemas (maintenance.ts) so that the client builds only this at
// start-up (issue 16); the banner reads the same status without zod (maintenance-status-reader.ts).

export { MAINTENANCE_ERROR_CODE, MAINTENANCE_POLL_SECONDS } from './maintenance-status-reader.ts';

/**
 * GET /api/maintenance (public): what the banner shows. `message` and `until` are null when the
 * site is not locked; `overdue` is true once `until` has passed and the lock is still on.
 */
export const maintenanceStatusSchema = z.object({
  locked: z.boolean(),
  message: z.string().nullable(),
  until: z.iso.datetime().nullable(),
  since: z.iso.datetime().nullable(),
  overdue: z.boolean(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;
