import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import { builtInIdentityVerifier } from './adapters/identity/built-in-verifier.ts';
import type { IdentityVerifier } from './adapters/identity/identity-verifier.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createDatabaseNotificationBus } from './adapters/notification-bus/database-notification-bus.ts';
import type { NotificationBus } from './adapters/notification-bus/notification-bus.ts';
import { outboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createSmtpDelivery, MAIL_SEND_JOB } from './adapters/mail/smtp-delivery.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle, Executor } from './db/database.ts';
import { accountDataRoutes } from './features/account-data/account-data.routes.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { createApplicationsService } from './features/applications/applications.service.ts';
import { createAccountDataService } from './features/account-data/account-data.service.ts';
import { audienceRegistrationRoutes } from './features/audience-registration/audience-registration.routes.ts';
import { createAudienceRegistrationService } from './features/audience-registration/audience-registration.service.ts';
import { adminAnalyticsRoutes } from './features/admin-analytics/admin-analytics.routes.ts';
import { createAdminAnalyticsService } from './features/admin-analytics/admin-analytics.service.ts';
import { BUILT_IN_SECTIONS } from './features/admin-analytics/sections.ts';
import { adminAuditRoutes } from './features/admin-audit/admin-audit.routes.ts';
import { adminDocumentsRoutes } from './features/admin-documents/admin-documents.routes.ts';
import { createAdminDocumentsService } from './features/admin-documents/admin-documents.service.ts';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes.ts';
import { createAdminUsersService } from './features/admin-users/admin-users.service.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { apsRoutes } from './features/aps/aps.routes.ts';
import { createApsService } from './features/aps/aps.service.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './features/catalogue/catalogue.service.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { createDevMailboxService } from './features/dev-mailbox/dev-mailbox.service.ts';
import { emailConfirmationRoutes } from './features/email-confirmation/email-confirmation.routes.ts';
import { createEmailConfirmationService } from './features/email-confirmation/email-confirmation.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { identityRoutes } from './features/identity/identity.routes.ts';
import { notificationStreamRoutes } from './features/notifications/notifications-stream.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './features/notifications/notifications.service.ts';
import { createIdentityService } from './features/identity/identity.service.ts';
import { createConfigRegistry } from './features/maintenance/config-registry.ts';
import { createLockState } from './features/maintenance/lock-state.ts';
import { registerMaintenanceGuard } from './features/maintenance/maintenance-guard.ts';
import { createMaintenanceRepo } from './features/maintenance/maintenance.repo.ts';
import { maintenanceRoutes } from './features/maintenance/maintenance.routes.ts';
import { createMaintenanceService } from './features/maintenance/maintenance.service.ts';
import { snapshotsRoutes } from './features/maintenance/snapshots.routes.ts';
import { createSnapshotsService } from './features/maintenance/snapshots.service.ts';
import { systemStatusRoutes, type StatusStreamOptions } from './features/maintenance/system-status.routes.ts';
import { createSystemStatusService } from './features/maintenance/system-status.service.ts';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes.ts';
import { createPlansService } from './features/plans/plans.service.ts';
import { createLocalDocumentReader } from './adapters/document-reader/local-document-reader.ts';
import type { DocumentReader } from './adapters/document-reader/document-reader.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import { createFileStorage } from './adapters/storage/create-storage.ts';
import { createStorageSweeper, type StorageSweeper } from './adapters/storage/storage-sweeper.ts';
import { createHousekeeping, type Housekeeping } from './jobs/housekeeping.ts';
import { createLinkSigner } from './adapters/storage/signed-links.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { createDocumentsService, type DocumentsService } from './features/documents/documents.service.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { queueStats } from './jobs/jobs.repo.ts';
import { createOutboxRepo } from './adapters/mail/outbox.repo.ts';
import { createMetricsService } from './features/metrics/metrics.service.ts';
import { metricsRoutes } from './features/metrics/metrics.routes.ts';
import { createPaymentGateway, type GatewayAdapters } from './adapters/payments/payment-gateway.ts';
import { payfastSimulatorRoutes } from './adapters/payments/simulator/simulator.routes.ts';
import { createAdminPaymentRecoveryService } from './features/payment-recovery/admin-payment-recovery.service.ts';
import { paymentRecoveryRoutes } from './features/payment-recovery/payment-recovery.routes.ts';
import { createPaymentRecoveryService } from './features/payment-recovery/payment-recovery.service.ts';
import { createPaymentCompletion } from './features/payments/payment-completion.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createPaymentsService } from './features/payments/payments.service.ts';
import { subscriptionRoutes } from './features/subscription/subscription.routes.ts';
import { createSubscriptionService } from './features/subscription/subscription.service.ts';
import { plansRoutes } from './features/plans/plans.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { guidanceRoutes } from './features/guidance/guidance.routes.ts';
import { createGuidanceService } from './features/guidance/guidance.service.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { createPasswordResetService, RESET_MAIL_JOB } from './features/password-reset/password-reset.service.ts';
import { registrationRoutes } from './features/registration/registration.routes.ts';
import { createRegistrationService } from './features/registration/registration.service.ts';
import { createSessionsService } from './features/sessions/sessions.service.ts';
import { telemetryRoutes } from './features/telemetry/telemetry.routes.ts';
import { createThrottleService } from './features/throttle/throttle.service.ts';
import { registerAccessControl, type RegisteredApiRoute } from './http/access.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerPersonalNoStore } from './http/personal-no-store.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { legacyRedirects } from './http/legacy-redirects.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdFrom } from './http/request-id.ts';
import { registerPublicCaching } from './http/public-caching.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSessionGuard, sessionCookieSettings } from './http/session.ts';
import type { App } from './http/types.ts';
import { serveWebApp } from './http/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its permission, for the authorization-matrix test. */
    apiRoutes: RegisteredApiRoute[];
    /** notify(userId, {title, message, type, relatedDocumentId?}, tx?): stores a notification and delivers it live. */
    notify: NotificationsService['notify'];
    /** The background job runner: server.ts starts it; tests call `app.jobs.runOnce()` to drain due jobs. */
    jobs: JobRunner;
    /** The documents feature, for others: `app.documents.verifyPendingFor(userId)` after an upgrade. */
    documents: DocumentsService;
    /** Removes stored files no row references (an hour after they were written). */
    storageSweeper: StorageSweeper;
    /** Periodic tidying (the storage sweeper, unclaimed identity checks); server.ts starts it, tests call runOnce. */
    housekeeping: Housekeeping;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** A ready logger (tests capture logs this way); by default pino JSON at config.logLevel. */
  loggerInstance?: FastifyBaseLogger;
  /** The time every service uses; tests move it to check expiry and blocking. */
  clock?: () => Date;
  /** Outside services; each defaults to its embedded implementation. */
  adapters?: { storage?: FileStorage; documentReader?: DocumentReader; identityVerifier?: IdentityVerifier; mailer?: Mailer; notificationBus?: NotificationBus; payments?: GatewayAdapters };
  /** Heartbeat of the notification stream; 25 s unless a test needs it sooner. */
  notificationHeartbeatMs?: number;
  /** Pace and lifetime of the admin's system-status stream; tests shorten them. */
  systemStatusStream?: StatusStreamOptions;
  /** How long an instance trusts its copy of the maintenance lock without a NOTIFY (5 s); tests lengthen it to prove the NOTIFY. */
  maintenanceCacheMs?: number;
}

/** Which assistant answers learners, for the admin's system status: the built-in one until a provider is wired here. */
const ASSISTANT_PROVIDER = 'built-in';

// Builds the whole HTTP application without reading the environment or listening, so tests
// build exactly what production runs.
export async function buildApp({ config, database, loggerInstance, clock = () => new Date(), adapters = {}, notificationHeartbeatMs, systemStatusStream, maintenanceCacheMs }: AppDeps): Promise<App> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: { level: config.logLevel } }),
    genReqId: requestIdFrom,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once shutdown begins, finishing responses close their connection, so keep-alive clients
  // cannot hold the server open after the in-flight requests are done.
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (shuttingDown) reply.header('connection', 'close');
  });
  registerErrorHandling(app);

  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  registerPublicCaching(app);
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  const sessionCookie = sessionCookieSettings(config);
  registerCsrfProtection(app, { publicUrl: config.publicUrl, sessionCookieName: sessionCookie.name });
  registerNulGuard(app);
  registerPersonalNoStore(app);
  await registerOpenApi(app, config.publicUrl);

  const { db } = database;
  const audit = createAuditService(db, clock, app.log);
  const throttle = createThrottleService(db, clock);
  const sessions = createSessionsService(db, clock, { ttlMinutes: config.sessionTtlMinutes });
  const identity = createIdentityService({ db, clock, throttle, audit, verifier: adapters.identityVerifier ?? builtInIdentityVerifier });
  // The job runner first: document checks and (with SMTP) mail delivery are jobs.
  const jobs = createJobRunner({ db, clock, log: app.log });
  const mailer = adapters.mailer ?? createMailer();
  const plans = createPlansService(db, clock);
  registerSessionGuard(app, sessions, sessionCookie);
  // The maintenance lock refuses non-admin writes; registered before the access check so that
  // check runs first on every route (features/maintenance/maintenance-guard.ts).
  const lockState = createLockState({ load: () => createMaintenanceRepo(db).read(), listen: (channel, handlers) => database.listen(channel, handlers), log: app.log, cacheMs: maintenanceCacheMs });
  app.addHook('onClose', () => lockState.close());
  const maintenance = createMaintenanceService({ db, clock, audit, lockState });
  registerMaintenanceGuard(app, { status: () => maintenance.status(), fallbackMessage: maintenanceTexts.refusedFallback, clock });
  app.decorate('apiRoutes', registerAccessControl(app, app.requireUser));

  healthRoutes(app, database);
  metricsRoutes(app, createMetricsService({ queue: { queueStats: () => queueStats(db, clock()) }, mail: createOutboxRepo(db) }), config.metricsToken);
  telemetryRoutes(app, db);
  catalogueRoutes(app, createCatalogueService(db, clock));
  profileRoutes(app, createProfileService({ db, clock }));
  apsRoutes(app, createApsService(db));
  plansRoutes(app, plans);
  dashboardRoutes(app, createDashboardService({ db, plans }));
  guidanceRoutes(app, createGuidanceService({ db, plans }));
  identityRoutes(app, identity);
  authRoutes(app, createAuthService({ db, clock, throttle, audit, sessions }), sessionCookie, clock);
  registrationRoutes(app, createRegistrationService({ db, clock, identity, sessions, audit }), sessionCookie, clock);
  const passwordReset = createPasswordResetService({ queue: (payload) => jobs.enqueue(db, RESET_MAIL_JOB, payload), db, clock, mailer, throttle, audit, publicUrl: config.publicUrl });
  jobs.register(RESET_MAIL_JOB, passwordReset.jobHandler);
  passwordResetRoutes(app, passwordReset, sessionCookie);
  const emailConfirmation = createEmailConfirmationService({ db, clock, mailer, throttle, audit, publicUrl: config.publicUrl });
  emailConfirmationRoutes(app, emailConfirmation);
  audienceRegistrationRoutes(app, createAudienceRegistrationService({ db, clock, audit, sendConfirmation: emailConfirmation.send, log: app.log }));
  applicationsRoutes(app, createApplicationsService({ db, clock, plans }));
  // Reads every mail in the outbox: for development and tests only, never registered in production.
  if (!config.isProduction) devMailboxRoutes(app, createDevMailboxService(db), config);

  // Notifications: notify() is how other features reach a user's bell (wire it into them here).
  const notificationBus = adapters.notificationBus ?? createDatabaseNotificationBus(database, app.log);
  app.addHook('onClose', () => notificationBus.close());
  const notifications = createNotificationsService({ db, clock, bus: notificationBus });
  app.decorate('notify', (userId: string, input: NewNotification, executor?: Executor) => notifications.notify(userId, input, executor));
  notificationsRoutes(app, notifications);
  notificationStreamRoutes(app, { bus: notificationBus, forDelivery: (userId, id) => notifications.forDelivery(userId, id), sessions, cookie: sessionCookie, clock, heartbeatMs: notificationHeartbeatMs });
  adminUsersRoutes(app, createAdminUsersService({ db, clock, audit, notify: (userId, input, tx) => notifications.notify(userId, input, tx) }));
  adminAuditRoutes(app, audit);

  // Documents: files through the storage adapter, checked in the background by the job runner.
  const documentReader = adapters.documentReader ?? createLocalDocumentReader();
  const storage = adapters.storage ?? createOwnedStorage();
  const signer = createLinkSigner(config.fileSigningSecret);
  const documents = createDocumentsService({ db, clock, storage, signer, reader: documentReader, plans, jobs, notify: app.notify, log: app.log });
  for (const [kind, handler] of Object.entries(documents.jobHandlers)) jobs.register(kind, handler);
  documentsRoutes(app, documents);
  adminDocumentsRoutes(app, createAdminDocumentsService({ db, clock, audit, notify: (userId, input, tx) => notifications.notify(userId, input, tx), link: (id, seconds) => documents.adminLink(id, seconds) }));
  app.decorate('jobs', jobs);
  app.decorate('documents', documents);
  const storageSweeper = createStorageSweeper({ storage, clock, log: app.log, owners: [{ folder: 'users', referenced: (keys) => documents.referencedKeys(keys) }] });
  app.decorate('storageSweeper', storageSweeper);
  const housekeeping = createHousekeeping({
    log: app.log,
    tasks: [
      { name: 'stored files without a row', run: () => storageSweeper.sweep() },
      { name: 'identity checks without an account', run: () => identity.retireUnclaimed() },
    ],
  });
  app.decorate('housekeeping', housekeeping);
  // "Your data" deletes the account's rows, then its stored files through the documents feature.
  accountDataRoutes(app, createAccountDataService({ db, clock, throttle, audit, removeStoredFiles: (userId) => documents.removeAllFor(userId) }), sessionCookie, clock);
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await jobs.stop();
    await documentReader.close();
  });

  // Plans and payments: PayFast when configured, else the built-in PayFast simulator (its pages
  // exist only then). Money becomes a plan only through the payment completion.
  const gateway = createPaymentGateway(config.payments, adapters.payments);
  const completion = createPaymentCompletion({
    db,
    clock,
    notify: (userId, input, tx) => notifications.notify(userId, input, tx),
    // A plan with verification checks the documents the learner uploaded before paying (decision 12).
    onActivated: async (userId, _planId, tx) => {
      await documents.verifyPendingFor(userId, tx);
    },
    onRefused: (payment, reason, result) =>
      audit.security({
        action: 'PAYMENT_RESULT_REFUSED',
        message: `Payment result refused: ${reason}`,
        severity: 'warning',
        component: 'payments',
        details: { m_payment_id: payment.merchantReference, expectedCents: payment.amountCents, reportedCents: result.amountGrossCents },
      }),
  });
  paymentsRoutes(app, createPaymentsService({ db, clock, gateway, completion, audit, plans, publicUrl: config.publicUrl }), { publicUrl: config.publicUrl });
  if (gateway.simulator) payfastSimulatorRoutes(app, gateway, { publicUrl: config.publicUrl });
  subscriptionRoutes(app, createSubscriptionService({ db, plans, audit }));
  paymentRecoveryRoutes(app, createPaymentRecoveryService({ db, clock, gateway, completion, plans }), createAdminPaymentRecoveryService({ db, clock, gateway, completion, audit }));

  // The UI lock made real (decision 0170): the lock, snapshots of the admin-editable settings
  // (features register theirs here), the component inventory and the system status.
  maintenanceRoutes(app, maintenance);
  const configRegistry = createConfigRegistry();
  configRegistry.register(maintenance.messageSetting());
  snapshotsRoutes(app, createSnapshotsService({ db, clock, audit, registry: configRegistry }));
  const systemStatus = createSystemStatusService({
    database,
    queue: () => queueStats(db, clock()),
    mailBacklog: () => createOutboxRepo(db).backlog(),
    mailTransport: config.mail.transport,
    storage: { kind: config.storage.kind, get: (key) => storage.get(key) },
    paymentMode: config.payments.provider === 'simulator' ? 'simulator' : config.payments.mode,
    assistantProvider: ASSISTANT_PROVIDER,
    maintenance: () => maintenance.status(),
    clock,
  });
  systemStatusRoutes(app, systemStatus, systemStatusStream);

  // Admin analytics (decision 0171): sponsorship and assistant sections join BUILT_IN_SECTIONS here when those land.
  adminAnalyticsRoutes(app, createAdminAnalyticsService({ db, clock, sections: BUILT_IN_SECTIONS }));

  legacyRedirects(app);
  await serveWebApp(app, config.webDist);
  return app;

  /** The outbox, delivered by a job through SMTP when configured (the outbox stays the source of truth). */
  function createMailer() {
    if (config.mail.transport !== 'smtp') return outboxMailer(db, clock);
    const delivery = createSmtpDelivery({
      db,
      clock,
      url: config.mail.url,
      from: config.mail.from,
      onPermanentFailure: (outboxId, to, error) =>
        audit.security({ action: 'MAIL_DELIVERY_FAILED', message: `Mail to ${to} could not be delivered: ${error}`, severity: 'error', component: 'mail', details: { outboxId } }),
    });
    jobs.register(MAIL_SEND_JOB, delivery.handler);
    app.addHook('onClose', (_instance, done) => {
      delivery.close();
      done();
    });
    return outboxMailer(db, clock, (tx, outboxId) => jobs.enqueue(tx, MAIL_SEND_JOB, { outboxId }));
  }

  function createOwnedStorage() {
    const owned = createFileStorage(config.storage);
    app.addHook('onClose', (_instance, done) => {
      owned.close();
      done();
    });
    return owned;
  }
}
