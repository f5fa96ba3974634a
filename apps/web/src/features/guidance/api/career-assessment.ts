import { useMutation } from '@tanstack/react-query';
import type { AssessmentAnswers } from '@kusasa/domain/rules/career-assessment';
import { type CareerAssessmentResult, careerAssessmentResultSchema } from '@kusasa/domain/schemas/guidance';
import { apiCall } from '../../../lib/api-client';

export const CAREER_ASSESSMENT_PATH = '/api/guidance/career-assessment';

/** Scores the answers on the server (Essential or higher); nothing is stored. */
export async function submitCareerAssessment(answers: AssessmentAnswers): Promise<CareerAssessmentResult> {
  return apiCall(CAREER_ASSESSMENT_PATH, { method: 'POST', body: { answers }, schema: careerAssessmentResultSchema });
}

export function useCareerAssessment() {
  return useMutation({ mutationFn: submitCareerAssessment });
}
