import type { AnswerKind } from '@kusasa/domain/schemas/assistant/common';
import type { EvaluationQuestion } from './question-set.ts';

// Grading an answer by the facts it states, not by which entry it came from: lower-cased,
// whitespace collapsed, and the spaces, commas and non-breaking spaces between digits removed
// ("R350 000" and "R350,000" are both "r350000"), so a fact matches however it is written.

export type Verdict = 'correct' | 'partly' | 'wrong' | 'not-sure';

export interface Grade {
  verdict: Verdict;
  /** Must groups the answer met, of all. */
  groupsMet: number;
  /** mustNot texts the answer contains. */
  wrongStatements: EvaluationQuestion['mustNot'];
}

export function normaliseAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/(?<=\d)[ ,\u00a0\u202f]+(?=\d)/g, '')
    .trim();
}

export function gradeAnswer(question: EvaluationQuestion, answer: { content: string; kind: AnswerKind }): Grade {
  const text = normaliseAnswer(answer.content);
  const wrongStatements = question.mustNot.filter((entry) => text.includes(normaliseAnswer(entry.text)));
  const groupsMet = question.must.filter((group) => group.some((alternative) => text.includes(normaliseAnswer(alternative)))).length;
  if (question.scope === 'out') return { verdict: answer.kind === 'not-sure' ? 'correct' : 'wrong', groupsMet, wrongStatements };
  if (answer.kind === 'not-sure') return { verdict: 'not-sure', groupsMet, wrongStatements: [] };
  if (wrongStatements.length > 0) return { verdict: 'wrong', groupsMet, wrongStatements };
  if (groupsMet === question.must.length) return { verdict: 'correct', groupsMet, wrongStatements };
  return { verdict: groupsMet > 0 ? 'partly' : 'wrong', groupsMet, wrongStatements };
}
