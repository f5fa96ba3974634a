import { createLocalDocumentReader } from '../adapters/document-reader/local-document-reader.ts';
import { createLinkSigner } from '../adapters/storage/signed-links.ts';
import type { Kernel } from '../core/kernel.ts';
import { applicationChangesRoutes } from '../features/applications/application-changes.routes.ts';
import { createApplicationChangesService } from '../features/applications/application-changes.service.ts';
import { applicationPdfRoutes } from '../features/applications/application-pdf.routes.ts';
import { createApplicationPdfService } from '../features/applications/application-pdf.service.ts';
import { createApplicationPrefill } from '../features/applications/application-prefill.ts';
import { applicationsRoutes } from '../features/applications/applications.routes.ts';
import { createSuccessInsights } from '../features/applications/success-insights.ts';
import { createApplicationsService } from '../features/applications/applications.service.ts';
import { apsRoutes } from '../features/aps/aps.routes.ts';
import { createApsService } from '../features/aps/aps.service.ts';
import { catalogueRoutes } from '../features/catalogue/catalogue.routes.ts';
import { createCatalogueService } from '../features/catalogue/catalogue.service.ts';
import { catalogueCorrectionsRoutes } from '../features/catalogue/catalogue-corrections.routes.ts';
import { createCatalogueCorrectionsService } from '../features/catalogue/catalogue-corrections.service.ts';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes.ts';
import { createDashboardService } from '../features/dashboard/dashboard.service.ts';
import { documentsRoutes } from '../features/documents/documents.routes.ts';
import { createDocumentsService } from '../features/documents/documents.service.ts';
import { guidanceRoutes } from '../features/guidance/guidance.routes.ts';
import { createGuidanceService } from '../features/guidance/guidance.service.ts';
import { profileRoutes } from '../features/profile/profile.routes.ts';
import { createProfileService } from '../features/profile/profile.service.ts';
import type { App } from '../http/types.ts';

/**
 * The learner's journey (seed 001): the catalogue, the profile, APS, the dashboard, guidance,
 * applications and documents. Returns the services other areas read a learner's journey through.
 */
export function registerLearnerJourney(app: App, kernel: Kernel) {
  const { db, clock } = kernel;
  const catalogue = createCatalogueService(db, clock);
  catalogueRoutes(app, catalogue);
  catalogueCorrectionsRoutes(app, createCatalogueCorrectionsService({ ...kernel, onChanged: () => catalogue.forgetInstitutions() }));
  const profile = createProfileService(kernel);
  profileRoutes(app, profile);
  const aps = createApsService(db);
  apsRoutes(app, aps);
  const dashboard = createDashboardService(kernel);
  dashboardRoutes(app, dashboard);
  const guidance = createGuidanceService(kernel);
  guidanceRoutes(app, guidance);
  // The score under the programme's own rule pack, kept on the application for the institution's APS bands.
  const apsFor = async (userId: string, programId: string) => {
    const score = (await aps.eligibility(userId)).find((entry) => entry.programId === programId)?.score;
    return score === undefined ? null : Math.round(score);
  };
  const applications = createApplicationsService({ ...kernel, apsFor });
  const prefill = createApplicationPrefill({
    ...kernel,
    grade12Subjects: async (userId) => (await profile.read(userId)).education?.grade12Subjects ?? [],
  });
  const insights = createSuccessInsights({ ...kernel, eligibilityOf: (userId) => aps.eligibility(userId) });
  applicationsRoutes(app, applications, { prefill, insights });
  applicationChangesRoutes(app, createApplicationChangesService({ ...kernel, apsFor }));
  applicationPdfRoutes(app, createApplicationPdfService(kernel));

  // Documents: files through the storage adapter, checked in the background by the job runner.
  const reader = kernel.adapters.documentReader ?? createLocalDocumentReader();
  kernel.closeAfterJobs(() => reader.close());
  const documents = createDocumentsService({ ...kernel, reader, signer: createLinkSigner(kernel.config.fileSigningSecret) });
  for (const [kind, handler] of Object.entries(documents.jobHandlers)) kernel.jobs.register(kind, handler);
  kernel.storageSweeper.addOwner({ folder: 'users', referenced: (keys) => documents.referencedKeys(keys) });
  documentsRoutes(app, documents);
  app.decorate('documents', documents);
  return { catalogue, profile, aps, dashboard, guidance, applications, documents };
}

export type LearnerJourney = ReturnType<typeof registerLearnerJourney>;
