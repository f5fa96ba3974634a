import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import { builtInIdentityVerifier } from './adapters/identity/built-in-verifier.ts';
import type { IdentityVerifier } from './adapters/identity/identity-verifier.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createDatabaseNotificationBus } from './adapters/notification-bus/database-notification-bus.ts';
import type { NotificationBus } from './adapters/notification-bus/notification-bus.ts';
import { outboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createSmtpDelivery, MAIL_SEND_JOB } from './adapters/mail/smtp-delivery.ts';
import { paymentsStartupWarning, type Config } from './config.ts';
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
import { createChatModel } from './adapters/assistant/create-chat-model.ts';
import type { ChatModel } from './adapters/assistant/chat-model.ts';
import { assistantAdminRoutes } from './features/assistant/assistant-admin.routes.ts';
import { createAssistantAdminService } from './features/assistant/assistant-admin.service.ts';
import { assistantRoutes } from './features/assistant/assistant.routes.ts';
import { createAssistantService } from './features/assistant/assistant.service.ts';
import { createKnowledgeBase } from './features/assistant/knowledge-base.ts';
import { readKnowledgeFiles } from './features/assistant/knowledge-files.ts';
import type { LearnerFacts } from './features/assistant/learner-facts.ts';
import type { ApsService } from './features/aps/aps.service.ts';
import type { ApplicationsService } from './features/applications/applications.service.ts';
import type { CatalogueService } from './features/catalogue/catalogue.service.ts';
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
import { createEmailLinksService } from './features/email-links/email-links.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { identityRoutes } from './features/identity/identity.routes.ts';
import { notificationStreamRoutes } from './features/notifications/notifications-stream.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './features/notifications/notifications.service.ts';
import { createIdentityService } from './features/identity/identity.service.ts';
import { legalRoutes } from './features/legal/legal.routes.ts';
import { createLegalService } from './features/legal/legal.service.ts';
import { institutionDashboardRoutes } from './features/institution-dashboard/institution-dashboard.routes.ts';
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
import { testimonialsRoutes } from './features/testimonials/testimonials.routes.ts';
import { createTestimonialsService } from './features/testimonials/testimonials.service.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { createSupportService } from './features/support/support.service.ts';
import { partnerInquiriesRoutes } from './features/partner-inquiries/partner-inquiries.routes.ts';
import { createPartnerInquiriesService } from './features/partner-inquiries/partner-inquiries.service.ts';
import { createPartnerAnalyticsService } from './features/partners/partner-analytics.service.ts';
import { createPartnerNotesService } from './features/partners/partner-notes.service.ts';
import { createPartnerPaymentsService } from './features/partners/partner-payments.service.ts';
import { partnerPortalRoutes } from './features/partners/partner-portal.routes.ts';
import { createPartnerPortalService } from './features/partners/partner-portal.service.ts';
import { createPartnerSubscriptions } from './features/partners/partner-subscriptions.ts';
import { createPartnerTiersService } from './features/partners/partner-tiers.service.ts';
import { partnersRoutes } from './features/partners/partners.routes.ts';
import { createPartnersService, MOU_FOLDER } from './features/partners/partners.service.ts';
import { createPlansService } from './features/plans/plans.service.ts';
import { createAllocationsService } from './features/sponsors/allocations.service.ts';
import { createSponsorFundingService } from './features/sponsors/sponsor-funding.service.ts';
import { createSponsorsAdminService } from './features/sponsors/sponsors-admin.service.ts';
import { sponsorsAdminRoutes } from './features/sponsors/sponsors-admin.routes.ts';
import { sponsorsRoutes } from './features/sponsors/sponsors.routes.ts';
import { createSponsorshipPayments } from './features/sponsors/sponsorship-payments.ts';
import { createSponsorshipsService } from './features/sponsors/sponsorships.service.ts';
import { sponsorshipsAnalyticsSection } from './features/sponsors/sponsor-analytics.ts';
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
import { createPaymentRecords } from './features/payments/payment-records.ts';
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
import { createSessionCache } from './features/sessions/session-cache.ts';
import type { FoundSession } from './features/sessions/sessions.repo.ts';
import { createSessionsService } from './features/sessions/sessions.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { telemetryRoutes } from './features/telemetry/telemetry.routes.ts';
import { createThrottleService } from './features/throttle/throttle.service.ts';
import { registerAccessControl, type RegisteredApiRoute } from './http/access.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerPersonalNoStore } from './http/personal-no-store.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { legacyRedirects } from './http/legacy-redirects.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestLog } from './http/request-log.ts';
import { requestIdFrom } from './http/request-id.ts';
import { registerPublicCaching } from './http/public-caching.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerSessionGuard, sessionCookieSettings, sessionTokenOf } from './http/session.ts';
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
  adapters?: {
    storage?: FileStorage;
    documentReader?: DocumentReader;
    identityVerifier?: IdentityVerifier;
    mailer?: Mailer;
    notificationBus?: NotificationBus;
    payments?: GatewayAdapters;
    chatModel?: ChatModel;
  };
  /** Heartbeat of the notification stream; 25 s unless a test needs it sooner. */
  notificationHeartbeatMs?: number;
  /** Pace and lifetime of the admin's system-status stream; tests shorten them. */
  systemStatusStream?: StatusStreamOptions;
  /** How long an instance trusts its copy of the maintenance lock without a NOTIFY (5 s); tests lengthen it to prove the NOTIFY. */
  maintenanceCacheMs?: number;
}

// Builds the whole HTTP application without reading the environment or listening, so tests
// build exactly what production runs.
export async function buildApp({
  config,
  database,
  loggerInstance,
  clock = () => new Date(),
  adapters = {},
  notificationHeartbeatMs,
  systemStatusStream,
  maintenanceCacheMs,
}: AppDeps): Promise<App> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: { level: config.logLevel } }),
    genReqId: requestIdFrom,
    // One line per request at its end (http/request-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
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
  // Hooks on every request are callback-style, not async: an async hook costs a promise and a
  // microtask hop per request, which bench:api saw at the health check.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    if (shuttingDown) void reply.header('connection', 'close');
    done(null, payload);
  });
  registerRequestLog(app);
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
  // The users table's owner: every feature that needs an account's columns gets this (decision 0110).
  const users = createUsersService(db);
  const audit = createAuditService(db, clock, app.log);
  const throttle = createThrottleService(db, clock);
  // The embedded database keeps session reads in memory, dropped by the database's change notices
  // (decision 0387); PostgreSQL instances read the session row on every request.
  const sessionCache =
    database.kind === 'pglite'
      ? createSessionCache<FoundSession>({ listen: (channel, handlers) => database.listen(channel, handlers), log: app.log })
      : undefined;
  if (sessionCache) app.addHook('onClose', () => sessionCache.close());
  const sessions = createSessionsService(db, clock, { ttlMinutes: config.sessionTtlMinutes, users, cache: sessionCache });
  const identity = createIdentityService({ db, clock, throttle, audit, users, verifier: adapters.identityVerifier ?? builtInIdentityVerifier });
  // The job runner first: document checks and (with SMTP) mail delivery are jobs.
  const jobs = createJobRunner({ db, clock, log: app.log });
  const mailer = adapters.mailer ?? createMailer();
  const plans = createPlansService(db, clock);
  registerSessionGuard(app, sessions, sessionCookie);
  // The maintenance lock refuses non-admin writes; registered before the access check so that
  // check runs first on every route (features/maintenance/maintenance-guard.ts).
  const lockState = createLockState({
    load: () => createMaintenanceRepo(db).read(),
    listen: (channel, handlers) => database.listen(channel, handlers),
    log: app.log,
    cacheMs: maintenanceCacheMs,
  });
  app.addHook('onClose', () => lockState.close());
  const maintenance = createMaintenanceService({ db, clock, audit, lockState, users });
  registerMaintenanceGuard(app, { status: () => maintenance.status(), fallbackMessage: maintenanceTexts.refusedFallback, clock });
  app.decorate('apiRoutes', registerAccessControl(app, app.requireUser));

  healthRoutes(app, database);
  const metrics = createMetricsService({ queue: { queueStats: () => queueStats(db, clock()) }, mail: createOutboxRepo(db) });
  metricsRoutes(app, metrics, config.metricsToken);
  telemetryRoutes(app, db);
  const catalogue = createCatalogueService(db, clock);
  catalogueRoutes(app, catalogue);
  const profile = createProfileService({ db, clock, users });
  profileRoutes(app, profile);
  const aps = createApsService(db);
  apsRoutes(app, aps);
  plansRoutes(app, plans);
  dashboardRoutes(app, createDashboardService({ db, plans, users }));
  guidanceRoutes(app, createGuidanceService({ db, plans }));
  identityRoutes(app, identity);
  authRoutes(app, createAuthService({ users, throttle, audit, sessions }), sessionCookie, clock);
  registrationRoutes(
    app,
    createRegistrationService({ db, clock, identity, sessions, audit, users, plans, mailer, publicUrl: config.publicUrl }),
    sessionCookie,
    clock,
  );
  // Email confirmation and password reset mail single-use links through one module (decision 0111).
  const emailLinks = createEmailLinksService({ db, clock, mailer, publicUrl: config.publicUrl });
  const passwordReset = createPasswordResetService({
    queue: (payload) => jobs.enqueue(db, RESET_MAIL_JOB, payload),
    db,
    clock,
    throttle,
    audit,
    links: emailLinks,
    users,
    sessions,
  });
  jobs.register(RESET_MAIL_JOB, passwordReset.jobHandler);
  passwordResetRoutes(app, passwordReset, sessionCookie);
  const emailConfirmation = createEmailConfirmationService({ db, clock, throttle, audit, links: emailLinks, users });
  emailConfirmationRoutes(app, emailConfirmation);
  audienceRegistrationRoutes(
    app,
    createAudienceRegistrationService({ db, clock, audit, users, mailer, publicUrl: config.publicUrl, sendConfirmation: emailConfirmation.send, log: app.log }),
  );
  const applications = createApplicationsService({ db, clock, plans, users });
  applicationsRoutes(app, applications);
  // Reads every mail in the outbox: for development and tests only, never registered in production.
  if (!config.isProduction) devMailboxRoutes(app, createDevMailboxService(db), config);

  // Notifications: notify() is how other features reach a user's bell (wire it into them here).
  const notificationBus = adapters.notificationBus ?? createDatabaseNotificationBus(database, app.log);
  app.addHook('onClose', () => notificationBus.close());
  const notifications = createNotificationsService({ db, clock, bus: notificationBus });
  app.decorate('notify', (userId: string, input: NewNotification, executor?: Executor) => notifications.notify(userId, input, executor));
  notificationsRoutes(app, notifications);
  notificationStreamRoutes(app, {
    bus: notificationBus,
    forDelivery: (userId, id) => notifications.forDelivery(userId, id),
    sessions,
    cookie: sessionCookie,
    clock,
    heartbeatMs: notificationHeartbeatMs,
  });
  adminUsersRoutes(app, createAdminUsersService({ db, clock, audit, users, notify: (userId, input, tx) => notifications.notify(userId, input, tx) }));
  adminAuditRoutes(app, audit);

  // Documents: files through the storage adapter, checked in the background by the job runner.
  const documentReader = adapters.documentReader ?? createLocalDocumentReader();
  const storage = adapters.storage ?? createOwnedStorage();
  const signer = createLinkSigner(config.fileSigningSecret);
  const documents = createDocumentsService({ db, clock, storage, signer, reader: documentReader, plans, users, jobs, notify: app.notify, log: app.log });
  for (const [kind, handler] of Object.entries(documents.jobHandlers)) jobs.register(kind, handler);
  documentsRoutes(app, documents);
  adminDocumentsRoutes(
    app,
    createAdminDocumentsService({
      db,
      clock,
      audit,
      users,
      notify: (userId, input, tx) => notifications.notify(userId, input, tx),
      link: (id, seconds) => documents.adminLink(id, seconds),
    }),
  );
  app.decorate('jobs', jobs);
  app.decorate('documents', documents);
  // Partner records keep their signed MoU (a PDF) in the same storage, under partners/.
  const partners = createPartnersService({ db, clock, audit, storage, log: app.log });
  const storageSweeper = createStorageSweeper({
    storage,
    clock,
    log: app.log,
    owners: [
      { folder: 'users', referenced: (keys) => documents.referencedKeys(keys) },
      { folder: MOU_FOLDER, referenced: (keys) => partners.referencedKeys(keys) },
    ],
  });
  app.decorate('storageSweeper', storageSweeper);
  // Sponsor allocations (seed 002): admins give learners a plan; housekeeping ends them at
  // expires_on and tells the learner a week before.
  const allocations = createAllocationsService({ db, clock, audit, users, notify: (userId, input, tx) => notifications.notify(userId, input, tx) });
  const housekeeping = createHousekeeping({
    log: app.log,
    tasks: [
      { name: 'stored files without a row', run: () => storageSweeper.sweep() },
      { name: 'identity checks without an account', run: () => identity.retireUnclaimed() },
      { name: 'sponsor allocations ending', run: () => allocations.expireDue() },
    ],
  });
  app.decorate('housekeeping', housekeeping);
  // Thandi: the built-in assistant over the knowledge base (files plus admins' stored versions),
  // a model when ASSISTANT_* is configured, and the learner's own data through LearnerFacts.
  const knowledge = createKnowledgeBase({ db, files: readKnowledgeFiles() });
  const learnerFacts = learnerFactsFrom({ aps, catalogue, applications, documents });
  const chatModel = adapters.chatModel ?? createChatModel(config.assistant);
  assistantRoutes(
    app,
    createAssistantService({
      db,
      clock,
      knowledge,
      facts: learnerFacts,
      planOf: (userId) => plans.currentPlan(userId),
      model: chatModel,
      log: app.log,
      observeReply: metrics.observeAssistantReply,
    }),
  );
  assistantAdminRoutes(app, createAssistantAdminService({ db, clock, audit, knowledge, facts: learnerFacts }));

  // Payment rows, for the features beside payments (recovery, "Your data").
  const paymentRecords = createPaymentRecords({ db, users });
  // "Your data" deletes the account's rows, then its stored files through the documents feature.
  accountDataRoutes(
    app,
    createAccountDataService({
      db,
      clock,
      throttle,
      audit,
      users,
      plans,
      payments: paymentRecords,
      links: emailLinks,
      removeStoredFiles: (userId) => documents.removeAllFor(userId),
    }),
    sessionCookie,
    clock,
  );
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await jobs.stop();
    await documentReader.close();
  });

  // Plans and payments: PayFast when configured, else the built-in PayFast simulator (its pages
  // exist only then). Money becomes a plan only through the payment completion.
  const gateway = createPaymentGateway(config.payments, adapters.payments);
  const paymentsWarning = paymentsStartupWarning(config.payments);
  if (paymentsWarning) app.log.warn(paymentsWarning);
  // A partner subscription is a payment kind of its own: its completion records the partner's
  // payment and activates the partner (features/partners), in the payment's transaction.
  const partnerSubscriptions = createPartnerSubscriptions({ clock, notify: (userId, input, tx) => notifications.notify(userId, input, tx) });
  // A sponsorship is a payment kind too: its completion marks the sponsored requests paid and
  // funded, tells the learners and turns a funded plan fee into an allocation (features/sponsors).
  const sponsorshipPayments = createSponsorshipPayments({
    clock,
    notify: (userId, input, tx) => notifications.notify(userId, input, tx),
    onDoublePaid: (details) =>
      audit.security({
        action: 'SPONSORSHIP_PAID_TWICE',
        message: 'A sponsorship request was paid after it was funded or withdrawn: refund the sponsor',
        severity: 'warning',
        component: 'sponsors',
        details,
      }),
  });
  const completion = createPaymentCompletion({
    db,
    clock,
    plans,
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
    onKindPaid: {
      partner_subscription: (payment, tx) =>
        partnerSubscriptions.recordCheckoutPayment(
          {
            paymentId: payment.id,
            partnerId: payment.subjectId,
            userId: payment.userId,
            merchantReference: payment.merchantReference,
            amountCents: payment.amountGrossCents ?? payment.amountCents,
            paymentMethod: payment.paymentMethod,
            paidAt: payment.paidAt,
          },
          tx,
        ),
      sponsorship: (payment, tx) =>
        sponsorshipPayments.recordPaid(
          { paymentId: payment.id, sponsorId: payment.userId, merchantReference: payment.merchantReference, paidAt: payment.paidAt },
          tx,
        ),
    },
  });
  const payments = createPaymentsService({ db, clock, gateway, completion, audit, plans, users, publicUrl: config.publicUrl });
  paymentsRoutes(app, payments, { publicUrl: config.publicUrl });
  if (gateway.simulator) payfastSimulatorRoutes(app, gateway, { publicUrl: config.publicUrl });
  subscriptionRoutes(app, createSubscriptionService({ plans, audit, payments: paymentRecords }));
  paymentRecoveryRoutes(
    app,
    createPaymentRecoveryService({ clock, gateway, completion, plans, payments: paymentRecords }),
    createAdminPaymentRecoveryService({ db, clock, gateway, completion, audit, payments: paymentRecords, users }),
  );

  // Sponsors (seed 002, issue 12): learners ask, sponsors pay through the same checkout, admins
  // allocate and account. What a request shows sponsors comes from the features that own it.
  sponsorsRoutes(
    app,
    {
      sponsorships: createSponsorshipsService({
        db,
        clock,
        plans,
        learner: {
          applications: async (userId) =>
            (await applications.list(userId)).applications.map((row) => ({
              id: row.id,
              programme: row.programName,
              institution: row.institutionName,
              status: row.status,
            })),
          firstName: async (userId) => (await users.personalDetails(userId))?.fullName?.trim().split(/\s+/)[0] ?? null,
          province: async (userId) => {
            const learnerProfile = await profile.read(userId);
            return learnerProfile.address?.province ?? learnerProfile.education?.province ?? null;
          },
          apsScore: async (userId) => (await aps.myAps(userId)).score,
        },
      }),
      funding: createSponsorFundingService({ db, clock, payments }),
    },
    { publicUrl: config.publicUrl },
  );
  sponsorsAdminRoutes(app, {
    sponsors: createSponsorsAdminService({ db, clock, audit, users, allocations, payments: paymentRecords }),
    allocations,
  });

  // The policies: pages that read without JavaScript, their PDFs, and the announcement of changes.
  legalRoutes(app, createLegalService({ clock, officer: config.informationOfficer, audit, users }), { webDist: config.webDist });

  // Partners (seed 002): the admin CRM, the public inquiry form and the partner portal. Converting
  // an inquiry creates the partner through the CRM; the analytics count inquiries through the
  // inquiries feature; the portal's checkout is the payments feature's, priced from the tier.
  const partnerInquiries = createPartnerInquiriesService({
    db,
    clock,
    audit,
    mailer,
    notify: (userId, input, tx) => notifications.notify(userId, input, tx),
    partners,
    users,
    log: app.log,
    // Form tokens must verify on every instance: the shared signing secret, under their own label.
    formTokenSecret: config.fileSigningSecret,
  });
  partnersRoutes(app, {
    partners,
    payments: createPartnerPaymentsService({ db, clock, audit }),
    notes: createPartnerNotesService({ db, clock, audit, users }),
    tiers: createPartnerTiersService({ db, clock, audit }),
    analytics: createPartnerAnalyticsService({ db, clock, inquiries: partnerInquiries }),
  });
  partnerInquiriesRoutes(app, partnerInquiries);

  // Contact Us (issue 14): a public form that keeps a signed-in sender's account with the request.
  supportRoutes(app, createSupportService({ db, clock, audit, mailer, log: app.log }), async (request) => {
    const token = sessionTokenOf(request, sessionCookie);
    if (!token) return null;
    const resolved = await sessions.resolve(token);
    return resolved.status === 'active' ? resolved.user.id : null;
  });

  // Learner stories (issue 14): only a learner who has submitted an application may share one.
  testimonialsRoutes(
    app,
    createTestimonialsService({
      db,
      clock,
      audit,
      hasSubmittedApplication: async (userId) => (await applications.list(userId)).applications.some((application) => application.status !== 'draft'),
    }),
  );
  partnerPortalRoutes(app, createPartnerPortalService({ db, clock, payments, users }), { publicUrl: config.publicUrl });
  institutionDashboardRoutes(app, db);

  // The UI lock made real (decision 0170): the lock, snapshots of the admin-editable settings
  // (features register theirs here), the component inventory and the system status.
  maintenanceRoutes(app, maintenance);
  const configRegistry = createConfigRegistry();
  configRegistry.register(maintenance.messageSetting());
  snapshotsRoutes(app, createSnapshotsService({ db, clock, audit, registry: configRegistry, users }));
  const systemStatus = createSystemStatusService({
    database,
    queue: () => queueStats(db, clock()),
    mailBacklog: () => createOutboxRepo(db).backlog(),
    mailTransport: config.mail.transport,
    storage: { kind: config.storage.kind, get: (key) => storage.get(key) },
    paymentMode: config.payments.provider === 'simulator' ? 'simulator' : config.payments.mode,
    assistantProvider: config.assistant.provider,
    maintenance: () => maintenance.status(),
    clock,
  });
  systemStatusRoutes(app, systemStatus, systemStatusStream);

  // Admin analytics (decision 0171): the assistant's section joins BUILT_IN_SECTIONS here when it lands.
  adminAnalyticsRoutes(app, createAdminAnalyticsService({ db, clock, sections: [...BUILT_IN_SECTIONS, sponsorshipsAnalyticsSection] }));

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
        audit.security({
          action: 'MAIL_DELIVERY_FAILED',
          message: `Mail to ${to} could not be delivered: ${error}`,
          severity: 'error',
          component: 'mail',
          details: { outboxId },
        }),
    });
    jobs.register(MAIL_SEND_JOB, delivery.handler);
    app.addHook('onClose', (_instance, done) => {
      delivery.close();
      done();
    });
    return outboxMailer(db, clock, (tx, outboxId) => jobs.enqueue(tx, MAIL_SEND_JOB, { outboxId }));
  }

  /** What Thandi may read of the asking learner, from the features that own the rows. */
  function learnerFactsFrom(owners: {
    aps: ApsService;
    catalogue: CatalogueService;
    applications: ApplicationsService;
    documents: DocumentsService;
  }): LearnerFacts {
    return {
      aps: (userId) => owners.aps.myAps(userId),
      async eligibility(userId) {
        const [results, programmes, institutions] = await Promise.all([
          owners.aps.eligibility(userId),
          owners.catalogue.listProgrammes(),
          owners.catalogue.listInstitutions({}),
        ]);
        const programmeById = new Map(programmes.map((programme) => [programme.id, programme]));
        const institutionName = new Map(institutions.map((institution) => [institution.id, institution.name]));
        return results.flatMap((result) => {
          const programme = programmeById.get(result.programId);
          return programme
            ? [{ programmeName: programme.name, institutionName: institutionName.get(programme.institutionId) ?? '', status: result.status }]
            : [];
        });
      },
      // The documents feature lists by actor; only its id is read, and it is the session's user.
      async documents(userId) {
        const { documents: rows } = await owners.documents.list({ id: userId, userType: 'student' });
        return rows.map((row) => ({
          documentType: row.documentType,
          verificationStatus: row.verificationStatus,
          failureReason: row.verification?.failureReason ?? null,
          createdAt: row.createdAt,
        }));
      },
      async applications(userId) {
        const { applications: rows } = await owners.applications.list(userId);
        return rows.map((row) => ({ programmeName: row.programName, institutionName: row.institutionName, status: row.status }));
      },
    };
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
