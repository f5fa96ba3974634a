import { describe, expect, it } from 'vitest';
import { catalogueOf, testInstitution } from './assistant-facts.test-support.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import { fixtureLearnerFacts } from './evaluation/fixture-learner.ts';
import type { EvaluationLearner } from './evaluation/question-set.ts';
import { documentSpaceLine } from './document-space.ts';
import { detectOwnDataIntent } from './intents.ts';
import { readKnowledgeFiles } from './knowledge-files.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';

// Own-data questions worded the way learners ask them (decision 0432): Thandi addressed by name,
// marks "in my profile" or placed on an institution's scale, a problem with the documents, and
// the space left under a plan's document cap.

const learner: EvaluationLearner = {
  firstName: 'Sipho',
  grade: 12,
  marks: [
    { subject: 'English Home Language', mark: 72 },
    { subject: 'Mathematics', mark: 65 },
    { subject: 'Physical Sciences', mark: 58 },
    { subject: 'Life Sciences', mark: 61 },
    { subject: 'Geography', mark: 70 },
    { subject: 'isiZulu First Additional Language', mark: 80 },
    { subject: 'Life Orientation', mark: 75 },
  ],
  applications: [],
  documents: [
    { type: 'idDocument', status: 'approved' },
    { type: 'grade11Results', status: 'rejected' },
  ],
};
const catalogue = catalogueOf([testInstitution('wits', 'University of the Witwatersrand', 'Wits')]);
const index = buildKnowledgeIndex(readKnowledgeFiles());
const ask = async (question: string) => answerBuiltIn(question, { index, facts: await fixtureLearnerFacts(learner, catalogue), catalogue, userId: 'u' });

describe("the learner's own data, in their words", () => {
  it.each([
    ['Thandi, from the marks on my profile, what is my aps', 'aps'],
    ['thandi pls work out my points', 'aps'],
    ['where do my marks land on that scale', 'aps'],
    ['is anything wrong with my documents?', 'documents'],
    ['is there a problem with my uploads', 'documents'],
  ] as const)('"%s" reads the learner\'s %s', (question, intent) => expect(detectOwnDataIntent(question)).toBe(intent));

  it('still explains Thandi herself', () => {
    expect(detectOwnDataIntent('can thandi see my marks')).toBeNull();
  });

  it("answers a score from the profile's marks by the named institution's count", async () => {
    const answer = await ask('Thandi pls calculate my wits points from the marks on my profile');
    expect(answer.kind).toBe('own-data');
    expect(answer.content).toMatch(/Wits|Witwatersrand/);
  });

  it('names a document to resubmit when something is wrong', async () => {
    const answer = await ask('anything wrong with my docs');
    expect(answer.content).toContain('resubmitted');
  });
});

describe('document space under a plan', () => {
  it('subtracts the uploads from the named or own plan, and lists every cap without one', () => {
    expect(documentSpaceLine('essential has a limit, how much space is left', 3, undefined)).toContain(
      '20 documents; you have uploaded 3, so you can upload 17 more',
    );
    expect(documentSpaceLine('how many more documents can i upload', 5, 'starter')).toContain('upload 0 more');
    expect(documentSpaceLine('how many uploads left', 4, 'pro-ai')).toContain('no document limit');
    expect(documentSpaceLine('is my storage full', 2, undefined)).toContain('Starter 5, Essential 20');
  });
});
