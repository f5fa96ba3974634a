import { guidanceTexts } from '@kusasa/domain/guidance-texts';
import { INTEREST_AREA_INFO, matchProgrammes, scoreAssessment, topAreas, type AssessmentAnswers } from '@kusasa/domain/rules/career-assessment';
import type { CareerAssessmentResult } from '@kusasa/domain/schemas/guidance';
import type { Executor } from '../../db/database.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import { createGuidanceRepo } from './guidance.repo.ts';

// The Career Assessment keeps nothing: the answers are scored and returned, and the browser shows
// the result. Storing answers would add personal data (POPIA) that nothing yet needs.
export function createGuidanceService({ db, plans }: { db: Executor; plans: PlansService }) {
  const repo = createGuidanceRepo(db);
  return {
    async careerAssessment(userId: string, answers: AssessmentAnswers): Promise<CareerAssessmentResult> {
      await plans.requireFeature(userId, 'essential', guidanceTexts.assessment.planRequired);
      const scores = scoreAssessment(answers);
      const top = topAreas(scores);
      const matched = matchProgrammes(
        await repo.activeProgrammes(),
        top.map((entry) => entry.area),
      );
      return {
        scores: scores.map(({ area, score }) => ({ area, score, name: INTEREST_AREA_INFO[area].name })),
        topAreas: top.map(({ area, score }) => {
          const info = INTEREST_AREA_INFO[area];
          return { area, score, name: info.name, description: info.description, studyFields: [...info.studyFields] };
        }),
        programmes: matched,
      };
    },
  };
}
export type GuidanceService = ReturnType<typeof createGuidanceService>;
