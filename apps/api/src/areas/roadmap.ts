import type { Kernel } from '../core/kernel.ts';
import { interviewPracticeRoutes } from '../features/interview-practice/interview-practice.routes.ts';
import { createInterviewPracticeService } from '../features/interview-practice/interview-practice.service.ts';
import { roadmapRoutes } from '../features/roadmap/roadmap.routes.ts';
import { createRoadmapService } from '../features/roadmap/roadmap.service.ts';
import { southAfricanToday } from '@kusasa/domain/rules/deadlines';
import type { App } from '../http/types.ts';
import type { Deadlines } from './deadlines.ts';
import type { Funding } from './funding.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Pro + AI preparation (issue 31, decision 0423): the personalised roadmap, from the learner's dates
 * (deadlines), applications, marks, documents and latest Career Assessment (the journey) and funding
 * readiness; and interview practice for the learner's applications' fields.
 */
export function registerRoadmap(
  app: App,
  kernel: Kernel,
  { journey, funding, deadlines }: { journey: LearnerJourney; funding: Funding; deadlines: Deadlines },
) {
  const roadmap = createRoadmapService({
    ...kernel,
    sources: {
      deadlines: (userId) => deadlines.deadlines.list(userId),
      applicationsOf: (userId, today) => journey.applications.overviewOf([userId], today),
      marksSaved: async (userId) => (await journey.aps.myAps(userId)).hasMarks,
      documentsOf: (userId) => journey.documents.statusesOf([userId]),
      funding: (userId) => funding.readiness(userId),
      assessmentOf: (userId) => journey.guidance.latestOf(userId),
    },
  });
  roadmapRoutes(app, roadmap);

  const practice = createInterviewPracticeService({
    ...kernel,
    applicationsOf: async (userId) => {
      const rows = await journey.applications.overviewOf([userId], southAfricanToday(kernel.clock()));
      const named = rows.filter((row) => row.programId !== null && row.programName !== null);
      const { programmes } = await journey.catalogue.datesOf([], [...new Set(named.map((row) => row.programId!))]);
      const facultyOf = new Map(programmes.map((row) => [row.id, row.faculty]));
      return named.map((row) => ({
        id: row.id,
        programmeName: row.programName!,
        institutionName: row.institutionName ?? '',
        faculty: facultyOf.get(row.programId!) ?? null,
      }));
    },
  });
  interviewPracticeRoutes(app, practice);
}
