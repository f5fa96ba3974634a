import { describe, expect, it } from 'vitest';
import { catalogueOf, testInstitution } from './assistant-facts.test-support.ts';
import type { EvaluationSet } from './evaluation/question-set.ts';
import { readKnowledgeFiles } from './knowledge-files.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';
import { createKnowledgeTrial } from './knowledge-trial.ts';

// A proposed entry scored on a held-out set before it is saved. The set here is the test's own
// (the real held-out file is never read by tests).

const docs = readKnowledgeFiles();
const knowledge = { index: () => Promise.resolve(buildKnowledgeIndex(docs)), activeDocs: () => Promise.resolve(docs) };
const catalogue = catalogueOf([testInstitution('uj', 'University of Johannesburg', 'UJ')]);

const set: EvaluationSet = {
  asOf: '2026-11-29',
  learner: { firstName: 'Test', grade: 12, marks: [{ subject: 'Mathematics', mark: 70 }], applications: [], documents: [] },
  questions: [
    { id: 'H1', q: 'what is a gap year and should i take one', topic: 'gap-year', scope: 'in', usesLearner: false, must: [['gap year']], mustNot: [] },
    { id: 'H2', q: 'i forgot my password', topic: 'account', scope: 'in', usesLearner: false, must: [['reset']], mustNot: [] },
    { id: 'H3', q: 'whats the weather in durban', topic: 'out', scope: 'out', usesLearner: false, must: [], mustNot: [] },
  ],
};

const gapYear = {
  title: 'Taking a gap year',
  question: 'Should I take a gap year?',
  category: 'Applications' as const,
  sourceUrl: '/faqs',
  answer: 'A gap year is a year between school and study: apply in the year before you want to start.',
  keywords: ['gap year', 'year off'],
  faq: true,
};

describe('trying a knowledge change against the held-out set', () => {
  it('scores the set with and without the proposed entry, saving nothing', async () => {
    const trial = createKnowledgeTrial({ knowledge, catalogue, heldOutSet: () => set });
    const result = await trial({ entry: gapYear });
    expect(result.available).toBe(true);
    expect(result.before).toMatchObject({ total: 3, correct: 2, notSure: 1, outOfScope: 1, outOfScopeHandled: 1 });
    expect(result.after).toMatchObject({ total: 3, correct: 3, notSure: 0 });
    expect(docs.some((doc) => doc.title === gapYear.title)).toBe(false);
  });

  it('shows a change that makes an answer worse', async () => {
    const trial = createKnowledgeTrial({ knowledge, catalogue, heldOutSet: () => set });
    const result = await trial({ id: 'forgot-password', entry: { ...gapYear, title: 'Passwords', keywords: ['password'], answer: 'Ask a friend.' } });
    expect(result.after!.correct).toBeLessThan(result.before!.correct);
  });

  it('says so where the server has no held-out set', async () => {
    const trial = createKnowledgeTrial({ knowledge, catalogue, heldOutSet: () => null });
    expect(await trial({ entry: gapYear })).toEqual({ available: false, before: null, after: null });
  });
});
