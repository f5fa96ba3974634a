import type { Kernel } from '../core/kernel.ts';
import { createApiKeysService } from '../features/institution-api/api-keys.service.ts';
import { institutionApiRoutes } from '../features/institution-api/institution-api.routes.ts';
import { createInstitutionApiService, type DecideFn } from '../features/institution-api/institution-api.service.ts';
import { integrationsRoutes } from '../features/institution-api/integrations.routes.ts';
import { createWebhookWorker } from '../features/institution-api/webhook-worker.ts';
import { createWebhooksService } from '../features/institution-api/webhooks.service.ts';
import { institutionDashboardRoutes } from '../features/institution-dashboard/institution-dashboard.routes.ts';
import { createDecisionsService } from '../features/institution-applications/decisions.service.ts';
import { institutionApplicationsRoutes } from '../features/institution-applications/institution-applications.routes.ts';
import { createInstitutionApplicationsService } from '../features/institution-applications/institution-applications.service.ts';
import { institutionProgrammesRoutes } from '../features/institution-programmes/institution-programmes.routes.ts';
import { createInstitutionProgrammesService } from '../features/institution-programmes/institution-programmes.service.ts';
import { institutionSetupRoutes } from '../features/institution-setup/institution-setup.routes.ts';
import { createInstitutionSetupService } from '../features/institution-setup/institution-setup.service.ts';
import { institutionTeamRoutes } from '../features/institution-team/institution-team.routes.ts';
import { createInstitutionTeamService } from '../features/institution-team/institution-team.service.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/** Institutions' own area (issue 25): dashboard, team, setup and programmes; the inbox and decisions; the API and webhooks for their own admissions system. */
export function registerInstitutions(app: App, kernel: Kernel, { journey }: { journey: Pick<LearnerJourney, 'documents' | 'aps' | 'catalogue'> }) {
  const publicUrl = kernel.config.publicUrl;
  institutionDashboardRoutes(app, kernel);
  institutionTeamRoutes(app, createInstitutionTeamService({ ...kernel, publicUrl }));
  institutionSetupRoutes(app, createInstitutionSetupService(kernel));
  institutionProgrammesRoutes(app, createInstitutionProgrammesService({ ...kernel, onChanged: () => journey.catalogue.forgetProgrammes() }));

  // One decision path for the inbox and the institution API (v1): ledger, notice, audit, mail.
  const decisions = createDecisionsService({ ...kernel, publicUrl });
  const inbox = createInstitutionApplicationsService({
    ...kernel,
    decisions,
    shared: {
      async documentsOf(learnerId) {
        return (await journey.documents.list({ id: learnerId, userType: 'student' })).documents;
      },
      documentLink: (documentId, seconds) => journey.documents.adminLink(documentId, seconds),
      async marksOf(learnerId) {
        return (await journey.aps.myAps(learnerId)).countedSubjects;
      },
      async apsFor(learnerId, programmeId) {
        if (!programmeId) return null;
        const found = (await journey.aps.eligibility(learnerId)).find((entry) => entry.programId === programmeId);
        return found
          ? {
              score: found.score ?? null,
              maxScore: found.maxScore ?? null,
              unitLabel: found.unitLabel ?? null,
              minAps: found.minAps ?? null,
              eligibility: found.status,
            }
          : null;
      },
    },
  });
  institutionApplicationsRoutes(app, inbox);

  // The institution API (decision 0405) decides through the same service, in its Idempotency-Key's transaction.
  const decide: DecideFn = (who, applicationId, input, tx) => decisions.decideIn(tx, who, applicationId, input);
  const keys = createApiKeysService(kernel);
  const allowLoopbackHttp = kernel.config.nodeEnv !== 'production';
  const webhooks = createWebhooksService({ ...kernel, allowLoopbackHttp });
  kernel.admissions.onAppend((tx, event) => webhooks.queue(tx, event));
  const api = createInstitutionApiService({
    ...kernel,
    decide,
    documentLink: (id, seconds) => journey.documents.adminLink(id, seconds),
    publicUrl: kernel.config.publicUrl,
  });
  integrationsRoutes(app, { keys, webhooks });
  institutionApiRoutes(app, { api, keys });

  // Deliveries are posted by every listening instance (claimed with SKIP LOCKED); housekeeping
  // also drains them, which is how tests run them.
  const worker = createWebhookWorker({ ...kernel, allowLoopbackHttp });
  app.addHook('onListen', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', () => worker.stop());
  kernel.housekeeping.add({ name: 'webhook deliveries', run: () => worker.runOnce() });
  kernel.housekeeping.add({ name: 'institution API counters and idempotent answers', run: () => keys.deleteOld() });
  return { decisions };
}

export type Institutions = ReturnType<typeof registerInstitutions>;
