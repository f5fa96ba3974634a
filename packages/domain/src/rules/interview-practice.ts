import type { PlanId } from './plan-data.ts';
import { INTERVIEW_QUESTIONS, type InterviewField, type PracticeQuestion } from './interview-questions.ts';

export * from './interview-questions.ts';

/** Interview practice is a Pro + AI feature (seed 001's plan list: "interview preparation"). */
export const INTERVIEW_PRACTICE_PLAN: PlanId = 'pro-ai';

/**
 * The order fields are tried in: a TVET college's words first (an NC(V) in electrical infrastructure
 * is a trade, an artisan is not an artist), the broad arts last ("engineering design" is engineering).
 * 'general' matches everything else.
 */
const MATCH_ORDER: readonly InterviewField[] = ['tvet-trades', 'health-sciences', 'engineering', 'teaching', 'law', 'commerce', 'arts'];

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9()]+/)
    .filter(Boolean);

/** Whether `keyword` starts a word of the text, or (with a space in it) appears in the text. */
function mentions(text: string, words: readonly string[], keyword: string): boolean {
  if (keyword.includes(' ')) return ` ${text.toLowerCase()} `.includes(keyword);
  return words.some((word) => word.startsWith(keyword));
}

/** The field a programme (its name and faculty) or a question is about; 'general' when none fits. */
export function interviewFieldOf(...texts: readonly (string | null | undefined)[]): InterviewField {
  const text = texts.filter(Boolean).join(' ');
  const words = wordsOf(text);
  return MATCH_ORDER.find((field) => INTERVIEW_QUESTIONS[field].keywords.some((keyword) => mentions(text, words, keyword))) ?? 'general';
}

/** The questions for a field. */
export function practiceQuestionsFor(field: InterviewField): readonly PracticeQuestion[] {
  return INTERVIEW_QUESTIONS[field].questions;
}
