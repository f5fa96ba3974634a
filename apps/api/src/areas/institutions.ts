import type { Kernel } from '../core/kernel.ts';
import { institutionDashboardRoutes } from '../features/institution-dashboard/institution-dashboard.routes.ts';
import type { App } from '../http/types.ts';

/** Institutions' own area: their dashboard today; receiving and deciding applications next (issue 25). */
export function registerInstitutions(app: App, kernel: Kernel) {
  institutionDashboardRoutes(app, kernel);
}
