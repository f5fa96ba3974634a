import type { Kernel } from '../core/kernel.ts';
import { institutionDashboardRoutes } from '../features/institution-dashboard/institution-dashboard.routes.ts';
import { createDecisionsService } from '../features/institution-applications/decisions.service.ts';
import { institutionApplicationsRoutes } from '../features/institution-applications/institution-applications.routes.ts';
import { createInstitutionApplicationsService } from '../features/institution-applications/institution-applications.service.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/** Institutions' own area: their dashboard, and receiving and deciding applications (issue 25). */
export function registerInstitutions(app: App, kernel: Kernel, { journey }: { journey: Pick<LearnerJourney, 'documents' | 'aps'> }) {
  institutionDashboardRoutes(app, kernel.db);

  // One decision path for the inbox and the institution API (v1): ledger, notice, audit, mail.
  const decisions = createDecisionsService({ ...kernel, publicUrl: kernel.config.publicUrl });
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
  return { decisions };
}

export type Institutions = ReturnType<typeof registerInstitutions>;
