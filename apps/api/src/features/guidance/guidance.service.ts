import { guidanceTexts } from '@kusasa/domain/guidance-texts';
import {
  INTEREST_AREA_INFO,
  INTEREST_AREAS,
  matchProgrammes,
  scoreAssessment,
  topAreas,
  type AssessmentAnswers,
  type InterestArea,
} from '@kusasa/domain/rules/career-assessment';
import type { CareerAssessmentResult } from '@kusasa/domain/schemas/guidance';
import type { Executor } from '../../db/database.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import { createGuidanceRepo } from './guidance.repo.ts';

const isArea = (value: string): value is InterestArea => (INTEREST_AREAS as readonly string[]).includes(value);

// The Career Assessment: the answers are scored and returned, and never kept. Only the top interest
// areas of the latest one are kept (decision 0423), for the roadmap's matching programmes.
export function createGuidanceService({ db, plans, clock = () => new Date() }: { db: Executor; plans: PlansService; clock?: () => Date }) {
  const repo = createGuidanceRepo(db);
  return {
    async careerAssessment(userId: string, answers: AssessmentAnswers): Promise<CareerAssessmentResult> {
      await plans.requireFeature(userId, 'essential', guidanceTexts.assessment.planRequired);
      const scores = scoreAssessment(answers);
      const top = topAreas(scores);
      const areas = top.map((entry) => entry.area);
      const matched = matchProgrammes(await repo.activeProgrammes(), areas);
      await repo.keepLatest(userId, areas, clock());
      return {
        scores: scores.map(({ area, score }) => ({ area, score, name: INTEREST_AREA_INFO[area].name })),
        topAreas: top.map(({ area, score }) => {
          const info = INTEREST_AREA_INFO[area];
          return { area, score, name: info.name, description: info.description, studyFields: [...info.studyFields] };
        }),
        programmes: matched,
      };
    },

    /** The latest assessment's matching programmes (today's catalogue), or null when none was taken. */
    async latestOf(userId: string) {
      const row = await repo.latestOf(userId);
      if (!row) return null;
      const programmes = matchProgrammes(await repo.activeProgrammes(), row.topAreas.filter(isArea));
      return { takenAt: row.takenAt, programmes };
    },
  };
}
export type GuidanceService = ReturnType<typeof createGuidanceService>;
