import type { FastifyBaseLogger } from 'fastify';
import { registerAccounts } from './areas/accounts.ts';
import { registerApplicationFees } from './areas/application-fees.ts';
import { registerAdmin, type AdminOptions } from './areas/admin.ts';
import { registerAssistant } from './areas/assistant.ts';
import { registerConsultations } from './areas/consultations.ts';
import { registerCounselors } from './areas/counselors.ts';
import { registerDeadlines } from './areas/deadlines.ts';
import { registerFunding } from './areas/funding.ts';
import { registerInstitutions } from './areas/institutions.ts';
import { registerLearnerJourney } from './areas/learner-journey.ts';
import { registerPartners } from './areas/partners.ts';
import { registerPayments } from './areas/payments.ts';
import { registerPlatform, type PlatformOptions } from './areas/platform.ts';
import { registerPublicSite } from './areas/public-site.ts';
import { registerRoadmap } from './areas/roadmap.ts';
import { registerSponsors } from './areas/sponsors.ts';
import type { Config } from './config.ts';
import { createKernel, type Kernel, type KernelAdapters } from './core/kernel.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { RegisteredApiRoute } from './http/access.ts';
import { createHttpApp } from './http/create-http-app.ts';
import { legacyRedirects } from './http/legacy-redirects.ts';
import type { App } from './http/types.ts';
import { serveWebApp } from './http/web-app.ts';
import type { LearnerJourney } from './areas/learner-journey.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its permission, for the authorization-matrix test. */
    apiRoutes: RegisteredApiRoute[];
    /** notify(userId, {title, message, type, relatedDocumentId?}, tx?): stores a notification and delivers it live. */
    notify: Kernel['notify'];
    /** The background job runner: server.ts starts it; tests call `app.jobs.runOnce()` to drain due jobs. */
    jobs: Kernel['jobs'];
    /** The documents feature, for tests and operators: `app.documents.verifyPendingFor(userId)`. */
    documents: LearnerJourney['documents'];
    /** Removes stored files no row references (an hour after they were written). */
    storageSweeper: Kernel['storageSweeper'];
    /** Periodic tidying the areas added; server.ts starts it, tests call runOnce. */
    housekeeping: Kernel['housekeeping'];
    /** The SMS, WhatsApp, email and in-app outbox: server.ts starts its worker, tests call `app.messaging.worker.runOnce()`. */
    messaging: Kernel['messaging'];
  }
}

export interface AppDeps extends PlatformOptions, AdminOptions {
  config: Config;
  database: DatabaseHandle;
  /** A ready logger (tests capture logs this way); by default pino JSON at config.logLevel. */
  loggerInstance?: FastifyBaseLogger;
  /** The time every service uses; tests move it to check expiry and blocking. */
  clock?: () => Date;
  /** Outside services; each defaults to its embedded implementation. */
  adapters?: KernelAdapters;
}

// Builds the whole HTTP application without reading the environment or listening, so tests
// build exactly what production runs: the plugins, the kernel of shared services, then each area
// in the order their dependencies need. An area adds its routes, jobs, housekeeping, settings and
// analytics sections, and returns what later areas read through it.
export async function buildApp({ config, database, loggerInstance, clock = () => new Date(), adapters = {}, ...options }: AppDeps): Promise<App> {
  const app = await createHttpApp(config, loggerInstance);
  const kernel = createKernel(app, { config, database, clock, adapters });
  app.decorate('notify', kernel.notify);
  app.decorate('jobs', kernel.jobs);
  app.decorate('storageSweeper', kernel.storageSweeper);
  app.decorate('housekeeping', kernel.housekeeping);
  app.decorate('messaging', kernel.messaging);

  const platform = registerPlatform(app, kernel, options);
  const journey = registerLearnerJourney(app, kernel);
  const payments = registerPayments(app, kernel, journey);
  registerAccounts(app, kernel, { journey, payments });
  const sponsors = registerSponsors(app, kernel, { journey, payments });
  registerPartners(app, kernel, { payments });
  registerAssistant(app, kernel, { journey, platform });
  registerPublicSite(app, kernel, { journey });
  registerInstitutions(app, kernel, { journey });
  const funding = registerFunding(app, kernel, { journey });
  const counselors = registerCounselors(app, kernel, { journey, funding });
  registerConsultations(app, kernel, { payments, counselors });
  const deadlines = registerDeadlines(app, kernel, { journey, funding });
  registerRoadmap(app, kernel, { journey, funding, deadlines });
  registerApplicationFees(app, kernel, { payments, sponsors });
  registerAdmin(app, kernel, { journey, platform }, options);

  legacyRedirects(app);
  await serveWebApp(app, config.webDist, { sessionCookieName: kernel.sessionCookie.name });
  return app;
}
