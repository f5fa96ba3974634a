import type { Kernel } from '../core/kernel.ts';
import { deadlinesRoutes } from '../features/deadlines/deadlines.routes.ts';
import { createDeadlinesService } from '../features/deadlines/deadlines.service.ts';
import type { App } from '../http/types.ts';
import type { Funding } from './funding.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Deadlines (issue 30): the learner's dates from their owners — applications' closing dates
 * (applications' overview, the catalogue's programmes and intakes), NSFAS windows (funding cycles),
 * certified copies' expiry (funding readiness) — and their private calendar feed.
 */
export function registerDeadlines(app: App, kernel: Kernel, { journey, funding }: { journey: LearnerJourney; funding: Funding }) {
  const deadlines = createDeadlinesService({
    ...kernel,
    publicUrl: kernel.config.publicUrl,
    sources: {
      applicationsOf: (userId, today) => journey.applications.overviewOf([userId], today),
      hasGrade12Results: async (userId) =>
        (await journey.documents.statusesOf([userId])).some((row) => row.documentType === 'grade12Results' && row.verificationStatus !== 'rejected'),
      datesOf: (institutionIds, programmeIds) => journey.catalogue.datesOf(institutionIds, programmeIds),
      stillOpen: (faculty, today, exceptInstitutionIds) => journey.catalogue.stillOpen(faculty, today, exceptInstitutionIds),
      cycles: (today) => funding.cycles.list(today),
      funding: (userId) => funding.readiness(userId),
    },
  });
  deadlinesRoutes(app, deadlines);
  return { deadlines };
}

export type Deadlines = ReturnType<typeof registerDeadlines>;
