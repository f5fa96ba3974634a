import { describe, expect, it } from 'vitest';
import { gradeAnswer, normaliseAnswer } from './grade.ts';
import type { EvaluationQuestion } from './question-set.ts';

const question = (extra: Partial<EvaluationQuestion> = {}): EvaluationQuestion => ({
  id: 'Q1',
  q: 'my parents earn R400 000, can i get nsfas',
  topic: 'nsfas',
  scope: 'in',
  usesLearner: false,
  must: [['r350000'], ['disability', 'r600000']],
  mustNot: [{ text: 'r450000', kind: 'money' }],
  ...extra,
});

describe('grading an answer by its facts', () => {
  it('reads amounts however they are written', () => {
    expect(normaliseAnswer('Up to  R350 000 or R350,000 or R350\u00a0000')).toBe('up to r350000 or r350000 or r350000');
  });

  it('is correct when every must group is met and no wrong fact is stated', () => {
    expect(gradeAnswer(question(), { content: 'At most R350 000 (R600 000 with a disability).', kind: 'facts' }).verdict).toBe('correct');
    expect(gradeAnswer(question(), { content: 'At most R350 000 a year.', kind: 'facts' })).toMatchObject({ verdict: 'partly', groupsMet: 1 });
    expect(gradeAnswer(question(), { content: 'NSFAS is a bursary.', kind: 'knowledge' }).verdict).toBe('wrong');
  });

  it('counts a stated wrong fact as wrong, whatever else is right', () => {
    const grade = gradeAnswer(question(), { content: 'R350 000, R600 000, or R450 000 for some.', kind: 'facts' });
    expect(grade.verdict).toBe('wrong');
    expect(grade.wrongStatements).toEqual([{ text: 'r450000', kind: 'money' }]);
  });

  it('takes "not sure" as not sure in scope, and as the only right answer out of scope', () => {
    expect(gradeAnswer(question(), { content: "I'm not sure", kind: 'not-sure' }).verdict).toBe('not-sure');
    const out = question({ scope: 'out', must: [], mustNot: [] });
    expect(gradeAnswer(out, { content: "I'm not sure", kind: 'not-sure' }).verdict).toBe('correct');
    expect(gradeAnswer(out, { content: 'Sunny, 25 degrees.', kind: 'knowledge' }).verdict).toBe('wrong');
  });
});
