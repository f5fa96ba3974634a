import { z } from 'zod';

// What every page needs of the site-wide maintenance lock (decision 0170): the banner's status and
// the refusal's code. Apart from the admin UI lock's schemas (maintenance.ts) so that the api
// client and the banner build only these at start-up (issue 16).

/** How often the web's banner asks for the lock state (it also asks after any MAINTENANCE refusal). */
export const MAINTENANCE_POLL_SECONDS = 30;
/** The code of the refusal of a change while the site is locked (503). */
export const MAINTENANCE_ERROR_CODE = 'MAINTENANCE';

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
