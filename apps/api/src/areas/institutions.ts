import type { Kernel } from '../core/kernel.ts';
import { createApiKeysService } from '../features/institution-api/api-keys.service.ts';
import { institutionApiRoutes } from '../features/institution-api/institution-api.routes.ts';
import { createInstitutionApiService, type DecideFn } from '../features/institution-api/institution-api.service.ts';
import { integrationsRoutes } from '../features/institution-api/integrations.routes.ts';
import { createWebhookWorker } from '../features/institution-api/webhook-worker.ts';
import { createWebhooksService } from '../features/institution-api/webhooks.service.ts';
import { institutionDashboardRoutes } from '../features/institution-dashboard/institution-dashboard.routes.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/** Institutions' own area: their dashboard, and the API and webhooks for their own admissions system (issue 25). */
export function registerInstitutions(app: App, kernel: Kernel, { journey }: { journey: Pick<LearnerJourney, 'documents'> }) {
  institutionDashboardRoutes(app, kernel.db);

  // The institution API (decision 0405). Decisions go straight to the ledger until the decisions
  // service (with the learner's notification) is wired here instead, in the same transaction.
  const decide: DecideFn = (who, applicationId, input, tx) =>
    kernel.admissions.decide(tx, { ...who, applicationId, to: input.to, reasonCode: input.reasonCode, note: input.note, condition: input.condition });
  const keys = createApiKeysService(kernel);
  const webhooks = createWebhooksService({ ...kernel, allowLoopbackHttp: kernel.config.nodeEnv === 'test' });
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
  const worker = createWebhookWorker(kernel);
  app.addHook('onListen', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', () => worker.stop());
  kernel.housekeeping.add({ name: 'webhook deliveries', run: () => worker.runOnce() });
  kernel.housekeeping.add({ name: 'institution API counters and idempotent answers', run: () => keys.deleteOld() });
}
