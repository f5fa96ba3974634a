import { describe, expect, it } from 'vitest';
import { catalogueOf, testInstitution, testProgramme } from './assistant-facts.test-support.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import { readKnowledgeFiles } from './knowledge-files.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';
import type { LearnerFacts } from './learner-facts.ts';

// A named programme against the learner's own marks, a programme the catalogue does not hold, and
// a fee not yet published: each answered from the live catalogue, never from another programme.

const index = buildKnowledgeIndex(readKnowledgeFiles());

const learner: LearnerFacts = {
  aps: () =>
    Promise.resolve({
      hasMarks: true,
      source: 'grade12',
      sitting: 'grade12-final',
      score: 31,
      maxScore: 42,
      unit: 'aps',
      unitLabel: 'APS',
      countedSubjects: [],
      passType: 'bachelor',
      packs: [{ packId: 'common', name: 'Common', score: 31, maxScore: 42, unit: 'aps', unitLabel: 'APS', institutionSlugs: [] }],
    }),
  eligibility: () =>
    Promise.resolve([
      { programmeName: 'Bachelor of Nursing', institutionName: 'University of KwaZulu-Natal', institutionSlug: 'ukzn', status: 'does_not_meet' },
      { programmeName: 'BSc Engineering (Mechanical)', institutionName: 'University of KwaZulu-Natal', institutionSlug: 'ukzn', status: 'meets' },
    ]),
  documents: () => Promise.resolve([]),
  applications: () => Promise.resolve([]),
};

function institutions() {
  const ukzn = testInstitution('ukzn', 'University of KwaZulu-Natal', 'UKZN', {
    programmes: [
      testProgramme('Bachelor of Nursing', { minAps: 33, subjectMinimums: [{ subject: 'Life Sciences', minLevel: 4 }] }),
      testProgramme('BSc Engineering (Mechanical)', { minAps: 30, otherRequirements: 'Ranked by Mathematics and Physical Sciences.' }),
    ],
  });
  const smu = testInstitution('smu', 'Sefako Makgatho Health Sciences University', 'SMU', {
    intakes: [
      { year: 2027, name: 'First-year undergraduate', opensOn: null, closesOn: null, lateClosesOn: null, lateRules: null, applicationFeeRand: null },
      { year: 2026, name: 'First-year undergraduate', opensOn: null, closesOn: null, lateClosesOn: null, lateRules: null, applicationFeeRand: 300 },
    ],
  });
  return [ukzn, smu];
}

const ask = (question: string) => answerBuiltIn(question, { index, facts: learner, catalogue: catalogueOf(institutions()), userId: 'learner' });

describe("a named programme against the learner's marks", () => {
  it('states the requirement, the score by its count and the verdict, whatever the wording', async () => {
    for (const question of ['do i qualify for ukzn nursing with my marks', 'am i in for UKZN nursin?', 'ukzn b nursing, do my marks make the cut?']) {
      const answer = await ask(question);
      expect(answer.kind, question).toBe('own-data');
      expect(answer.content).toContain('minimum APS 33');
      expect(answer.content).toContain('31 of 42');
      expect(answer.content).toContain('do not meet these requirements yet');
      expect(answer.content).not.toContain('Mechanical');
    }
  });

  it('adds what else the programme asks (a ranking, a test)', async () => {
    expect((await ask('can i get into UKZN mechanical engineering with my results')).content).toContain('Ranked by Mathematics');
  });

  it('keeps "how many points would I have there" a score question', async () => {
    expect((await ask('how many points would i have at ukzn with my marks')).content).not.toContain('minimum APS');
  });
});

describe('a programme the institution does not offer', () => {
  it('says it was not found there and is not sure, rather than answer with another programme', async () => {
    const answer = await ask('UKZN veterinary science aps?');
    expect(answer.kind).toBe('not-sure');
    expect(answer.content).toContain('veterinary');
    expect(answer.content).toContain('/support');
    expect((await ask('UKZN aeronautical engineering aps?')).kind).toBe('not-sure');
  });
});

describe('an application fee not yet published', () => {
  it("gives the newest earlier year's fee as that year's, with the advice to check", async () => {
    const answer = await ask('smu application fee?');
    expect(answer.content).toContain('has not published an application fee for 2027');
    expect(answer.content).toContain('for the 2026 intake is R300');
  });
});
