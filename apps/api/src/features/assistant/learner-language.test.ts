import { describe, expect, it } from 'vitest';
import { catalogueOf, testInstitution, testProgramme } from './assistant-facts.test-support.ts';
import { passTypeAnswer } from './calculations.ts';
import { isOutOfScope } from './out-of-scope.ts';
import { installmentAnswer, installmentQuestion } from './plan-answers.ts';
import { understandQuestion } from './question-intent.ts';
import { marksInQuestion } from './question-marks.ts';
import { statedAps, statedApsAnswer } from './stated-aps.ts';
import { spellOut } from './texting-words.ts';
import { referenceInstitutionMatcher } from './assistant-facts.test-support.ts';

// How learners write (decision 0427): texting and isiZulu, Sesotho and Afrikaans words spelled out
// before the intent step, questions Thandi must not answer, and the calculations learners ask for
// in their own words (a pass type, a stated APS, installments).

const matcher = referenceInstitutionMatcher();
const intentOf = (question: string) => understandQuestion(spellOut(question), matcher);

describe('texting spelled out', () => {
  it('spells out SMS forms and home-language words, and keeps capitals, digits and rand amounts', () => {
    expect(spellOut('hw much 2 apply at UP? wat docs')).toBe('how much to apply at UP? what documents');
    expect(spellOut('hoeveel kos dit om by wits aansoek te doen')).toBe('how much does it cost om by wits apply');
    expect(spellOut('nsfas e lefella eng, R350 000')).toBe('nsfas e pay for eng, R350 000');
  });

  it.each([
    ['hw much to apply at unisa', 'fees'],
    ['ul application fee', 'fees'],
    ['is the uj application free', 'fees'],
    ['can i still apply at unisa for 2027 late', 'dates'],
    ['how many programme choices can i make at smu', 'dates'],
    ['tut diploma in nursing aps', 'requirements'],
    ['wsu diploma in civil engineering points needed', 'requirements'],
    ['Do I need maths for BCom at UJ?', 'requirements'],
  ])('reads "%s" as a catalogue fact (%s)', (question, topic) => {
    expect(intentOf(question)).toMatchObject({ kind: 'facts', topic });
  });

  it('reads Afrikaans subject names and marks written without spaces', () => {
    expect(marksInQuestion(spellOut('afrikaans huistaal 75, engels 68, wiskunde 59, fisiese wetenskappe 50')).marks).toEqual([
      { subject: 'Afrikaans Home Language', mark: 75 },
      { subject: 'English First Additional Language', mark: 68 },
      { subject: 'Mathematics', mark: 59 },
      { subject: 'Physical Sciences', mark: 50 },
    ]);
    expect(marksInQuestion('eng72 maths61 phys 55').marks.map((entry) => entry.subject)).toEqual([
      'English First Additional Language',
      'Mathematics',
      'Physical Sciences',
    ]);
  });

  it('reads marks written before their subjects, and 4 and 2 as words only where no count is meant', () => {
    expect(marksInQuestion(spellOut('i gt 60 maths 55 eng 70 zulu wat aps')).marks).toEqual([
      { subject: 'Mathematics', mark: 60 },
      { subject: 'English First Additional Language', mark: 55 },
      { subject: 'isiZulu Home Language', mark: 70 },
    ]);
    expect(spellOut('hw do i apply 4 nsfas, fees 2 apply')).toBe('how do i apply for nsfas, fees to apply');
    expect(spellOut('i have 4 subjects above 50')).toBe('i have 4 subjects above 50');
  });

  it('names UP, UL and SU in lower case before an admissions word, not after a verb', () => {
    expect(matcher.find('does up accept late applications').map((entry) => entry.slug)).toEqual(['up']);
    expect(matcher.find('ul application fee').map((entry) => entry.slug)).toEqual(['ul']);
    expect(matcher.find('how do i sign up applications on kusasa')).toEqual([]);
  });

  it.each([
    ["UJ's fee", 'uj'],
    ['free state uni closing date', 'ufs'],
    ['durban university of tech', 'dut'],
    ['limpopo uni aps', 'ul'],
    ['witts fee', 'wits'],
  ])('finds the institution in the shortened or misspelt "%s"', (question, slug) => {
    expect(matcher.find(spellOut(question)).map((entry) => entry.slug)).toEqual([slug]);
  });

  it('names the four KZN institutions for "the CAO", and none for "a university in South Africa"', () => {
    expect(matcher.find('whats the cao fee').map((entry) => entry.slug)).toEqual(['ukzn', 'dut', 'mut', 'unizulu']);
    expect(matcher.find('best university in south africa')).toEqual([]);
  });
});

describe("the learner's own data in their words", () => {
  it.each([
    ["what's my APS for UCT", 'aps'],
    ['can i study medicine with my marks', 'eligibility'],
    ['ngicela ungitshele ukuthi ngingangena yini e-ukzn', 'eligibility'],
    ['is my id verified', 'documents'],
    ['how many applications have i made', 'applications'],
    ['i applied to ukzn, any news?', 'applications'],
  ])('reads "%s" as their own %s', (question, topic) => {
    expect(intentOf(question)).toMatchObject({ kind: 'own', topic });
  });

  it('does not read an NSFAS rejection or NSFAS tracking as a Kusasa application', () => {
    expect(intentOf('nsfas rejected me how do i appeal')).toMatchObject({ kind: 'general' });
    expect(intentOf('how do i track my nsfas application')).toMatchObject({ kind: 'general' });
  });
});

describe('questions Thandi does not answer', () => {
  it.each([
    'chiefs vs pirates score',
    'my boyfriend cheated on me what do i do',
    'who should i vote for in the elections',
    'i have a toothache which pills must i drink',
    'my landlord wants to evict us',
    'should i buy bitcoin',
    'give me lotto numbers for saturday',
    'which is the best varsity in the world',
    'how do i apply for a sassa grant',
  ])('"%s" is out of scope', (question) => {
    expect(isOutOfScope(question)).toBe(true);
    expect(intentOf(question)).toMatchObject({ kind: 'not-sure' });
  });

  it.each([
    'can i study medicine at wits',
    'i get the sassa child grant, do i qualify for nsfas',
    'does nsfas pay for transport',
    'a bachelor of music at ukzn',
  ])('"%s" stays in scope', (question) => {
    expect(isOutOfScope(question)).toBe(false);
  });
});

describe("calculations asked in learners' words", () => {
  it('works out the pass type from written marks, and says when the Home Language is unknown', () => {
    const marks = marksInQuestion('english hl 55, maths 45, life sci 52, geo 60, afrikaans fal 50, history 38, LO 70').marks;
    expect(passTypeAnswer(marks)).toContain("Bachelor's pass");
    const diploma = marksInQuestion('eng fal 48 isizulu hl 62 maths lit 41 life sci 45 geo 39 tourism 52 LO 60').marks;
    expect(passTypeAnswer(diploma)).toContain('reach a Diploma pass');
    const noHome = marksInQuestion('english 55, afrikaans 60, maths 45, life sci 52, geo 60, history 38').marks;
    expect(passTypeAnswer(noHome)).toContain('Home Language level');
    expect(intentOf('will i get a bachelor pass: english hl 55, maths 45, life sci 52')).toMatchObject({
      kind: 'calculation',
      calculation: { type: 'aps', passAsked: true },
    });
  });

  it('gives Life Orientation its level but no usual points, and the mark the subject named elsewhere', () => {
    expect(marksInQuestion('how many points does LO give at wits if i got 85%').marks).toEqual([{ subject: 'Life Orientation', mark: 85 }]);
    expect(marksInQuestion('is it level 5 if i got 65%')).toEqual({ marks: [], bareMark: 65, sameInAll: null });
    expect(intentOf('wsu points for 35%')).toMatchObject({ kind: 'calculation' });
  });

  it('works out installments from the plan price, rounded up, and says payment plans are not open yet', () => {
    const question = installmentQuestion('if i pay essential in 4 installments how much each');
    expect(question).toEqual({ planId: 'essential', count: 4 });
    expect(installmentAnswer(question!).content).toContain('R50 each');
    expect(installmentAnswer(question!).content).toContain('coming soon');
    expect(installmentQuestion('how much is essential')).toBeNull();
  });

  it('compares a stated APS with the minimums counted the usual way only, in the field asked', async () => {
    expect(statedAps('i have 28 points')).toBe(28);
    expect(statedAps('my aps is 31 what can i study')).toBe(31);
    expect(statedAps('how many points is 67%')).toBeNull();
    const uj = testInstitution('uj', 'University of Johannesburg', 'UJ', {
      programmes: [
        testProgramme('BEngTech Civil Engineering', { minAps: 26 }),
        testProgramme('BA Design', { minAps: 25 }),
        testProgramme('BSc Engineering', { minAps: 27, apsPackId: 'wits' }),
      ],
    });
    const answer = await statedApsAnswer(28, [], catalogueOf([uj]), 'my aps is 28 can i study engineering');
    expect(answer.content).toContain('BEngTech Civil Engineering');
    expect(answer.content).not.toContain('BA Design');
    expect(answer.content).not.toContain('BSc Engineering');
  });
});
