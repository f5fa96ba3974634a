import { INTERVIEW_PRACTICE_PLAN, INTERVIEW_QUESTIONS, type InterviewField } from '@kusasa/domain/rules/interview-practice';
import { planMeetsFeature, type PlanId } from '@kusasa/domain/rules/plan-data';
import { interviewPracticeTexts } from '@kusasa/domain/roadmap-texts';
import type { FactAnswer } from './fact-answers.ts';

const t = interviewPracticeTexts.thandi;

/**
 * "Interview practice questions for nursing" (issue 31, decision 0423): the domain's curated
 * questions for the field, with their tips, for a Pro + AI learner; for others, where to upgrade.
 */
export function interviewPracticeAnswer(field: InterviewField, planId: PlanId | null): FactAnswer {
  const source = { id: 'rules:interview-practice', title: t.source, url: '/interview-practice', category: 'Support' };
  if (planId === null || !planMeetsFeature(planId, INTERVIEW_PRACTICE_PLAN)) return { content: t.upgrade, sources: [{ ...source, url: '/pricing' }] };
  const { name, questions } = INTERVIEW_QUESTIONS[field];
  const lines = questions.map(({ question, tip }, index) => t.line(index + 1, question, tip));
  return { content: [t.intro(name), ...lines, t.more].join('\n'), sources: [source] };
}
