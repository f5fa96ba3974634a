import { performance } from 'node:perf_hooks';
import type { AnswerKind } from '@kusasa/domain/schemas/assistant/common';
import { gradeAnswer, type Grade } from './grade.ts';
import type { EvaluationQuestion } from './question-set.ts';

// One pass of a question set through an answering function: each answer graded by its facts, and
// the totals the bench prints and AI Training's "try against the held-out set" compares.

export type Answerer = (question: string) => Promise<{ content: string; kind: AnswerKind }>;

export interface QuestionResult {
  question: EvaluationQuestion;
  answer: string;
  kind: AnswerKind;
  grade: Grade;
  ms: number;
}

export interface SetScore {
  total: number;
  correct: number;
  partly: number;
  wrong: number;
  notSure: number;
  /** Answers stating a mustNot fact about money, dates or eligibility. */
  criticalWrong: number;
  outOfScope: number;
  outOfScopeHandled: number;
  p95Ms: number;
}

const CRITICAL = new Set(['money', 'date', 'eligibility']);

export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runSet(questions: readonly EvaluationQuestion[], answer: Answerer): Promise<QuestionResult[]> {
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const started = performance.now();
    const reply = await answer(question.q);
    const ms = performance.now() - started;
    results.push({ question, answer: reply.content, kind: reply.kind, grade: gradeAnswer(question, reply), ms });
  }
  return results;
}

export function scoreOf(results: readonly QuestionResult[]): SetScore {
  const count = (verdict: Grade['verdict']) => results.filter((result) => result.grade.verdict === verdict).length;
  const out = results.filter((result) => result.question.scope === 'out');
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    total: results.length,
    correct: count('correct'),
    partly: count('partly'),
    wrong: count('wrong'),
    notSure: count('not-sure'),
    criticalWrong: results.filter((result) => result.grade.wrongStatements.some((entry) => CRITICAL.has(entry.kind))).length,
    outOfScope: out.length,
    outOfScopeHandled: out.filter((result) => result.kind === 'not-sure').length,
    p95Ms: Math.round(percentile(times, 95) * 100) / 100,
  };
}
