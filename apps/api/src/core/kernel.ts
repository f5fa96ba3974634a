import type { FastifyBaseLogger } from 'fastify';
import type { ChatModel } from '../adapters/assistant/chat-model.ts';
import type { DocumentReader } from '../adapters/document-reader/document-reader.ts';
import type { IdentityVerifier } from '../adapters/identity/identity-verifier.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createDatabaseNotificationBus } from '../adapters/notification-bus/database-notification-bus.ts';
import type { NotificationBus } from '../adapters/notification-bus/notification-bus.ts';
import type { GatewayAdapters } from '../adapters/payments/payment-gateway.ts';
import type { SmsSender } from '../adapters/sms/sms-sender.ts';
import type { WhatsAppSender } from '../adapters/whatsapp/whatsapp-sender.ts';
import { createFileStorage } from '../adapters/storage/create-storage.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { createStorageSweeper, type StorageSweeper } from '../adapters/storage/storage-sweeper.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { sessionCookieSettings, type SessionCookieSettings } from '../http/session.ts';
import type { App } from '../http/types.ts';
import { createHousekeeping, type Housekeeping } from '../jobs/housekeeping.ts';
import { createJobRunner, type JobRunner } from '../jobs/job-runner.ts';
import { createAdmissionsLedger, type AdmissionsLedger } from './admissions/admissions-ledger.ts';
import type { AnalyticsSectionDefinition } from './analytics-section.ts';
import { createAuditService, type AuditService } from './audit/audit.service.ts';
import { createConfigRegistry, type ConfigRegistry } from './config-registry.ts';
import { createEmailLinksService, type EmailLinksService } from './email-links/email-links.service.ts';
import { createMembersService, type MembersService } from './institution-members/members.service.ts';
import { createMailer } from './mailer.ts';
import { createGuardianConsentService, type GuardianConsentService } from './guardian-consent/guardian-consent.service.ts';
import { createMessaging, type Messaging } from './messaging/messaging.ts';
import { statusUpdateMessage } from './messaging/status-update.ts';
import { createNotificationsService, type NotificationsService } from './notifications/notifications.service.ts';
import { createPlansService, type PlansService } from './plans/plans.service.ts';
import { createSessionCache } from './sessions/session-cache.ts';
import type { FoundSession } from './sessions/sessions.repo.ts';
import { createSessionsService, type SessionsService } from './sessions/sessions.service.ts';
import { createThrottleService, type ThrottleService } from './throttle/throttle.service.ts';
import { createUsersService, type UsersService } from './users/users.service.ts';

/** Outside services a test (or an operator) hands in; each defaults to its embedded implementation. */
export interface KernelAdapters {
  storage?: FileStorage;
  documentReader?: DocumentReader;
  identityVerifier?: IdentityVerifier;
  mailer?: Mailer;
  notificationBus?: NotificationBus;
  payments?: GatewayAdapters;
  chatModel?: ChatModel;
  sms?: SmsSender;
  whatsapp?: WhatsAppSender;
}

/**
 * The shared services every area builds on, built once per app. A feature's service takes a
 * narrow `Pick<Kernel, ...>` of it (only what it uses); an area hands it the kernel itself.
 */
export interface Kernel {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** The time every service uses; tests move it. */
  clock: () => Date;
  log: FastifyBaseLogger;
  adapters: KernelAdapters;
  /** The users table's one owner (decision 0110). */
  users: UsersService;
  audit: AuditService;
  throttle: ThrottleService;
  sessions: SessionsService;
  sessionCookie: SessionCookieSettings;
  /** Single-use links sent by email (decision 0111). */
  emailLinks: EmailLinksService;
  /** The learner's plan: bought plans and sponsor allocations. */
  plans: PlansService;
  /** Applications' statuses after submission and their append-only event log (issue 25). */
  admissions: AdmissionsLedger;
  /** Who works for which catalogue institution, and in which role. */
  institutionMembers: MembersService;
  notifications: NotificationsService;
  /** The learner's channels (in-app, email, SMS, WhatsApp) and the outbox that sends to them. */
  messaging: Messaging;
  /** A learner under 18's guardian consent by link, and the sharing it holds back (issue 32). */
  guardianConsent: GuardianConsentService;
  /** Live delivery of notifications to open streams on every instance. */
  notificationBus: NotificationBus;
  /**
   * Stores a notification and delivers it live; in the caller's transaction when given one. An
   * application's or NSFAS status (type application_status) also goes to the learner's other channels.
   */
  notify: NotificationsService['notify'];
  mailer: Mailer;
  jobs: JobRunner;
  storage: FileStorage;
  /** Areas add their periodic tidying here; server.ts starts it. */
  housekeeping: Housekeeping;
  /** Areas name the storage folders their rows reference; other stored files are swept. */
  storageSweeper: StorageSweeper;
  /** Admin-editable settings that UI-lock snapshots capture and restore. */
  settings: ConfigRegistry;
  /** Sections of /admin/analytics that areas bring. */
  analytics: { add(section: AnalyticsSectionDefinition): void; sections(): readonly AnalyticsSectionDefinition[] };
  /** Closes something a job may be using, once the jobs and housekeeping have stopped. */
  closeAfterJobs(close: () => Promise<void>): void;
}

export interface KernelDeps {
  config: Config;
  database: DatabaseHandle;
  clock: () => Date;
  adapters: KernelAdapters;
}

/** Builds the kernel on `app` (its log, and its close for what the kernel opened). */
export function createKernel(app: App, { config, database, clock, adapters }: KernelDeps): Kernel {
  const { db } = database;
  const log = app.log;
  const users = createUsersService(db);
  const audit = createAuditService(db, clock, log);
  const jobs = createJobRunner({ db, clock, log });
  const mailer = adapters.mailer ?? createMailer({ app, db, clock, config: config.mail, audit, jobs });
  const storage = adapters.storage ?? ownedStorage(app, config);
  const notificationBus = adapters.notificationBus ?? createDatabaseNotificationBus(database, log);
  app.addHook('onClose', () => notificationBus.close());
  const notifications = createNotificationsService({ db, clock, bus: notificationBus });
  const messaging = createMessaging({ db, clock, log, config, adapters, users, mailer, notifications });
  const notify: Kernel['notify'] = async (userId, input, executor) => {
    const notice = await notifications.notify(userId, input, executor);
    if (input.type === 'application_status') {
      const link = new URL('/dashboard', config.publicUrl).href;
      await messaging.queue(executor ?? db, userId, statusUpdateMessage(notice.id, input, link), { skip: ['in-app'] });
    }
    return notice;
  };
  const storageSweeper = createStorageSweeper({ storage, clock, log });
  const housekeeping = createHousekeeping({
    log,
    intervalMs: config.housekeepingIntervalMs,
    tasks: [{ name: 'stored files without a row', run: () => storageSweeper.sweep() }],
  });
  const afterStop: (() => Promise<void>)[] = [];
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await Promise.all([jobs.stop(), messaging.worker.stop()]);
    for (const close of afterStop) await close();
    await messaging.sms.close();
  });
  const sections: AnalyticsSectionDefinition[] = [];
  return {
    config,
    database,
    db,
    clock,
    log,
    adapters,
    users,
    audit,
    throttle: createThrottleService(db, clock),
    sessions: createSessionsService(db, clock, { ttlMinutes: config.sessionTtlMinutes, users, cache: sessionCache(app, database) }),
    sessionCookie: sessionCookieSettings(config),
    emailLinks: createEmailLinksService({ db, clock, mailer, publicUrl: config.publicUrl }),
    plans: createPlansService(db, clock),
    admissions: createAdmissionsLedger({ db, clock }),
    institutionMembers: createMembersService(db),
    notifications,
    messaging,
    guardianConsent: createGuardianConsentService({ db, clock, audit, messaging, notifications, users, publicUrl: config.publicUrl }),
    notificationBus,
    notify,
    mailer,
    jobs,
    storage,
    housekeeping,
    storageSweeper,
    settings: createConfigRegistry(),
    analytics: { add: (section) => void sections.push(section), sections: () => sections },
    closeAfterJobs: (close) => void afterStop.push(close),
  };
}

/**
 * The embedded database keeps session reads in memory, dropped by the database's change notices
 * (decision 0387); PostgreSQL instances read the session row on every request.
 */
function sessionCache(app: App, database: DatabaseHandle) {
  if (database.kind !== 'pglite') return undefined;
  const cache = createSessionCache<FoundSession>({ listen: (channel, handlers) => database.listen(channel, handlers), log: app.log });
  app.addHook('onClose', () => cache.close());
  return cache;
}

function ownedStorage(app: App, config: Config): FileStorage {
  const owned = createFileStorage(config.storage);
  app.addHook('onClose', (_instance, done) => {
    owned.close();
    done();
  });
  return owned;
}
