import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import { createOutboxRepo } from '../adapters/mail/outbox.repo.ts';
import type { Kernel } from '../core/kernel.ts';
import { devMailboxRoutes } from '../features/dev-mailbox/dev-mailbox.routes.ts';
import { createDevMailboxService } from '../features/dev-mailbox/dev-mailbox.service.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import { createLockState } from '../features/maintenance/lock-state.ts';
import { registerMaintenanceGuard } from '../features/maintenance/maintenance-guard.ts';
import { createMaintenanceRepo } from '../features/maintenance/maintenance.repo.ts';
import { createMaintenanceService } from '../features/maintenance/maintenance.service.ts';
import { metricsRoutes } from '../features/metrics/metrics.routes.ts';
import { createMetricsService } from '../features/metrics/metrics.service.ts';
import { notificationStreamRoutes } from '../features/notifications/notifications-stream.routes.ts';
import { notificationsRoutes } from '../features/notifications/notifications.routes.ts';
import { plansRoutes } from '../features/plans/plans.routes.ts';
import { telemetryRoutes } from '../features/telemetry/telemetry.routes.ts';
import { registerAccessControl } from '../http/access.ts';
import { registerSessionGuard } from '../http/session.ts';
import type { App } from '../http/types.ts';
import { queueStats } from '../jobs/jobs.repo.ts';

export interface PlatformOptions {
  /** Heartbeat of the notification stream; 25 s unless a test needs it sooner. */
  notificationHeartbeatMs?: number;
  /** How long an instance trusts its copy of the maintenance lock without a NOTIFY (5 s). */
  maintenanceCacheMs?: number;
}

/**
 * What every request and every area stands on: the session, the maintenance lock and the access
 * check (in that order, before any route), health, metrics, the bell and the learner's plan.
 */
export function registerPlatform(app: App, kernel: Kernel, options: PlatformOptions) {
  const { db, database, clock, config } = kernel;
  registerSessionGuard(app, kernel.sessions, kernel.sessionCookie);
  // The maintenance lock refuses non-admin writes; registered before the access check so that
  // check runs first on every route (features/maintenance/maintenance-guard.ts).
  const lockState = createLockState({
    load: () => createMaintenanceRepo(db).read(),
    listen: (channel, handlers) => database.listen(channel, handlers),
    log: kernel.log,
    cacheMs: options.maintenanceCacheMs,
  });
  app.addHook('onClose', () => lockState.close());
  const maintenance = createMaintenanceService({ ...kernel, lockState });
  registerMaintenanceGuard(app, { status: () => maintenance.status(), fallbackMessage: maintenanceTexts.refusedFallback, clock });
  app.decorate('apiRoutes', registerAccessControl(app, app.requireUser));

  healthRoutes(app, database);
  const metrics = createMetricsService({ queue: { queueStats: () => queueStats(db, clock()) }, mail: createOutboxRepo(db), messages: kernel.messaging, clock });
  metricsRoutes(app, metrics, config.metricsToken);
  telemetryRoutes(app, db);
  // Reads every mail in the outbox: for development and tests only, never registered in production.
  if (!config.isProduction) devMailboxRoutes(app, createDevMailboxService(db), config);

  const { notifications } = kernel;
  notificationsRoutes(app, notifications);
  notificationStreamRoutes(app, {
    bus: kernel.notificationBus,
    forDelivery: (userId, id) => notifications.forDelivery(userId, id),
    sessions: kernel.sessions,
    cookie: kernel.sessionCookie,
    clock,
    heartbeatMs: options.notificationHeartbeatMs,
  });
  plansRoutes(app, kernel.plans);
  return { maintenance, observeAssistantReply: metrics.observeAssistantReply };
}

export type Platform = ReturnType<typeof registerPlatform>;
