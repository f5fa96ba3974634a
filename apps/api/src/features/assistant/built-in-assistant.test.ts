import { describe, expect, it } from 'vitest';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { catalogueOf, testInstitution, testProgramme } from './assistant-facts.test-support.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import { readKnowledgeFiles } from './knowledge-files.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';
import type { LearnerFacts } from './learner-facts.ts';

// The built-in assistant over an in-memory catalogue: calculations by the APS rules, facts read
// from the catalogue at the moment of asking, kept to the institution asked about, and an honest
// "not sure" when nothing fits.

const index = buildKnowledgeIndex(readKnowledgeFiles());

const learner: LearnerFacts = {
  aps: () =>
    Promise.resolve({
      hasMarks: true,
      source: 'grade12',
      sitting: 'grade12-final',
      score: 30,
      maxScore: 42,
      unit: 'aps',
      unitLabel: 'APS',
      countedSubjects: [{ subject: 'Mathematics', mark: 63, points: 5 }],
      passType: 'bachelor',
      packs: [
        { packId: 'common', name: 'Common', score: 30, maxScore: 42, unit: 'aps', unitLabel: 'APS', institutionSlugs: [] },
        { packId: 'wits', name: 'Wits APS', score: 37, maxScore: 56, unit: 'aps', unitLabel: 'APS', institutionSlugs: ['wits'] },
      ],
    }),
  eligibility: () =>
    Promise.resolve([
      { programmeName: 'BSc Computer Science', institutionName: 'University of the Witwatersrand', institutionSlug: 'wits', status: 'meets' },
      { programmeName: 'BSc Agriculture', institutionName: 'University of Zululand', institutionSlug: 'unizulu', status: 'meets' },
    ]),
  documents: () => Promise.resolve([]),
  applications: () =>
    Promise.resolve([
      { programmeName: 'BCom Accounting', institutionName: 'University of Johannesburg', institutionSlug: 'uj', status: 'under-review' },
      { programmeName: 'BCom', institutionName: 'University of Pretoria', institutionSlug: 'up', status: 'rejected' },
    ]),
};

function catalogue() {
  const uj = testInstitution('uj', 'University of Johannesburg', 'UJ', {
    intakes: [
      {
        year: 2027,
        name: 'First-year undergraduate',
        opensOn: '2026-04-01',
        closesOn: '2026-10-31',
        lateClosesOn: null,
        lateRules: null,
        applicationFeeRand: 0,
      },
    ],
    programmes: [
      testProgramme('BCom Accounting', { minAps: 28, subjectMinimums: [{ subject: 'Mathematics', minLevel: 4 }] }),
      testProgramme('BA Design', { minAps: 25 }),
    ],
  });
  const wits = testInstitution('wits', 'University of the Witwatersrand', 'Wits', {
    programmes: [testProgramme('BSc Computer Science', { minAps: 42, apsPackId: 'wits' })],
  });
  const unizulu = testInstitution('unizulu', 'University of Zululand', 'UNIZULU');
  return { institutions: [uj, wits, unizulu], uj };
}

const ask = (question: string, facts = catalogue()) =>
  answerBuiltIn(question, { index, facts: learner, catalogue: catalogueOf(facts.institutions), userId: 'learner' });

describe('answers worked out by the domain rules', () => {
  it("gives the level and points for a mark, not the learner's stored APS", async () => {
    const answer = await ask('I got 75% for maths, how many points is that?');
    expect(answer.kind).toBe('calculation');
    expect(answer.content).toContain('NSC level 6');
    expect(answer.content).toContain('worth 6 APS points');
    expect(answer.content).not.toContain('30');
  });

  it("adds up the APS of the marks written, with the named institution's own pack", async () => {
    const answer = await ask('maths 70 english 65 physics 60 life sciences 72 geography 58 accounting 80 whats my aps at wits');
    expect(answer.kind).toBe('calculation');
    // Wits first (its own count), then the usual count, never called "your APS" next to it.
    expect(answer.content).toMatch(/^At University of the Witwatersrand those marks give \d+ of 56/);
    expect(answer.content).toContain('the usual count that most other institutions use, they give 33 out of 42');
    expect(answer.content).not.toContain('your APS is 33');
  });

  it('reads marks written with HL/FAL, short subject names and a full stop after the last mark', async () => {
    const answer = await ask('eng fal 55, isizulu fal 80, life sci 70, IT 85, maths lit 62, geo 70 and LO 75. aps?');
    expect(answer.kind).toBe('calculation');
    // 70% Life Sciences, Geography and 80%+ isiZulu FAL, IT: 7+7+6+6+5+4 = 35; LO is read but not counted.
    expect(answer.content).toContain('your APS is 35 out of 42');
    expect(answer.content).toContain('isiZulu First Additional Language 80% = 7');
    expect(answer.content).toContain('Information Technology 85% = 7');
  });
});

describe('facts from the live catalogue', () => {
  it('follows the catalogue at once: a changed fee is the next answer', async () => {
    const facts = catalogue();
    expect((await ask('how much is the application fee at UJ', facts)).content).toContain('costs nothing');
    facts.uj.intakes[0]!.applicationFeeRand = 200;
    const changed = await ask('how much is the application fee at UJ', facts);
    expect(changed.kind).toBe('facts');
    expect(changed.content).toContain('The application fee at University of Johannesburg for the 2027 intake is R200.');
  });

  it('reads dates and requirements from the catalogue, for the institution asked about only', async () => {
    expect((await ask('when does uj close')).content).toContain('close on 31 October 2026');
    const requirement = await ask('what aps do i need for bcom accounting at UJ');
    expect(requirement.content).toContain('BCom Accounting: minimum APS 28');
    expect(requirement.content).toContain('Mathematics level 4 (50%+)');
    expect(requirement.content).not.toContain('Witwatersrand');
  });

  it("keeps the learner's own answers to the institution named", async () => {
    const wits = await ask('which programmes do i qualify for at wits');
    expect(wits.content).toContain('BSc Computer Science');
    expect(wits.content).not.toContain('Zululand');
    expect((await ask('if i apply to wits whats my aps there')).content).toContain('At University of the Witwatersrand your score is 37 of 56');
  });

  it('points a rejected learner to the applications still in progress', async () => {
    const answer = await ask('UP rejected me what now');
    expect(answer.kind).toBe('own-data');
    expect(answer.content).toContain('BCom Accounting at University of Johannesburg: under review');
    expect(answer.content).not.toContain('BCom at University of Pretoria');
  });
});

describe('interview practice (Pro + AI)', () => {
  const asOn = (planId: 'essential' | 'pro-ai') => (question: string) =>
    answerBuiltIn(question, { index, facts: learner, catalogue: catalogueOf(catalogue().institutions), userId: 'learner', planId });

  it("answers a Pro + AI learner with the field's curated questions and tips, and where to book", async () => {
    const answer = await asOn('pro-ai')('interview practice questions for nursing');
    expect(answer.kind).toBe('facts');
    expect(answer.content).toContain('Interview practice questions for Health sciences');
    expect(answer.content).toContain('How would you handle a patient who is rude or frightened? Tip:');
    expect(answer.content).toContain('/consultations');
    expect(answer.sources[0]?.url).toBe('/interview-practice');
  });

  it('tells a learner on another plan that it is part of Pro + AI, without the questions', async () => {
    const answer = await asOn('essential')('interview practice questions for nursing');
    expect(answer.content).toContain('part of Pro + AI');
    expect(answer.content).not.toContain('Tip:');
    expect(answer.sources[0]?.url).toBe('/pricing');
  });
});

describe('the honest fallback', () => {
  it('says it is not sure, with the closest FAQs and the /faqs and /support links', async () => {
    const answer = await ask('what is the capital of france');
    expect(answer.kind).toBe('not-sure');
    expect(answer.sources).toEqual([]);
    expect(answer.content).toMatch(/^I'm not sure/);
    expect(answer.content).toContain('/faqs');
    expect(answer.content).toContain('/support');
  });

  it('names the closest FAQ questions when some are near', async () => {
    const answer = await ask('be honest will UJ accept me for bcom accounting yes or no');
    expect(answer.kind).toBe('not-sure');
    expect(answer.related.length).toBeGreaterThan(0);
    expect(answer.content).toContain(assistantTexts.notSureClosest.split('{titles}')[0]!.trim());
  });

  it('is not sure of a fact the catalogue does not hold (tuition), rather than guess one', async () => {
    expect((await ask('how much is tuition for bcom accounting at uj per year')).kind).toBe('not-sure');
  });
});
