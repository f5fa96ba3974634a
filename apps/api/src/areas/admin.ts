import { createOutboxRepo } from '../adapters/mail/outbox.repo.ts';
import type { Kernel } from '../core/kernel.ts';
import { adminApplicationsRoutes } from '../features/admin-applications/admin-applications.routes.ts';
import { createAdminApplicationsService } from '../features/admin-applications/admin-applications.service.ts';
import { adminAnalyticsRoutes } from '../features/admin-analytics/admin-analytics.routes.ts';
import { createAdminAnalyticsService } from '../features/admin-analytics/admin-analytics.service.ts';
import { BUILT_IN_SECTIONS } from '../features/admin-analytics/sections.ts';
import { adminAuditRoutes } from '../features/admin-audit/admin-audit.routes.ts';
import { adminDocumentsRoutes } from '../features/admin-documents/admin-documents.routes.ts';
import { createAdminDocumentsService } from '../features/admin-documents/admin-documents.service.ts';
import { institutionAccountsRoutes } from '../features/institution-accounts/institution-accounts.routes.ts';
import { createInstitutionAccountsService } from '../features/institution-accounts/institution-accounts.service.ts';
import { adminUsersRoutes } from '../features/admin-users/admin-users.routes.ts';
import { createAdminUsersService } from '../features/admin-users/admin-users.service.ts';
import { maintenanceRoutes } from '../features/maintenance/maintenance.routes.ts';
import { snapshotsRoutes } from '../features/maintenance/snapshots.routes.ts';
import { createSnapshotsService } from '../features/maintenance/snapshots.service.ts';
import { systemStatusRoutes, type StatusStreamOptions } from '../features/maintenance/system-status.routes.ts';
import { createSystemStatusService } from '../features/maintenance/system-status.service.ts';
import type { App } from '../http/types.ts';
import { queueStats } from '../jobs/jobs.repo.ts';
import type { LearnerJourney } from './learner-journey.ts';
import type { Platform } from './platform.ts';

/**
 * The admin tools (seed 000 section 8): users and roles, the audit log, document verification,
 * the UI lock with its snapshots and the system status, and analytics over every area's sections.
 * Registered last, so every area has added its settings and analytics sections.
 */
export interface AdminOptions {
  /** Pace and lifetime of the admin's system-status stream; tests shorten them. */
  systemStatusStream?: StatusStreamOptions;
}

export function registerAdmin(
  app: App,
  kernel: Kernel,
  others: { journey: Pick<LearnerJourney, 'documents'>; platform: Pick<Platform, 'maintenance'> },
  options: AdminOptions,
) {
  const { db, clock, config, storage } = kernel;
  const { maintenance } = others.platform;
  adminUsersRoutes(app, createAdminUsersService(kernel));
  adminAuditRoutes(app, kernel.audit);
  adminApplicationsRoutes(app, createAdminApplicationsService(kernel));
  institutionAccountsRoutes(app, createInstitutionAccountsService({ ...kernel, publicUrl: config.publicUrl }));
  const { documents } = others.journey;
  adminDocumentsRoutes(app, createAdminDocumentsService({ ...kernel, link: (id, seconds) => documents.adminLink(id, seconds) }));

  // The UI lock made real (decision 0170): the lock, snapshots of the admin-editable settings
  // (areas register theirs with kernel.settings), the component inventory and the system status.
  maintenanceRoutes(app, maintenance);
  kernel.settings.register(maintenance.messageSetting());
  snapshotsRoutes(app, createSnapshotsService({ ...kernel, registry: kernel.settings }));
  const systemStatus = createSystemStatusService({
    database: kernel.database,
    queue: () => queueStats(db, clock()),
    mailBacklog: () => createOutboxRepo(db).backlog(),
    mailTransport: config.mail.transport,
    storage: { kind: config.storage.kind, get: (key) => storage.get(key) },
    paymentMode: config.payments.provider === 'simulator' ? 'simulator' : config.payments.mode,
    assistantProvider: config.assistant.provider,
    maintenance: () => maintenance.status(),
    clock,
  });
  systemStatusRoutes(app, systemStatus, options.systemStatusStream);

  // Admin analytics (decision 0171): the built-in sections, then what the areas added.
  adminAnalyticsRoutes(app, createAdminAnalyticsService({ db, clock, sections: [...BUILT_IN_SECTIONS, ...kernel.analytics.sections()] }));
}
