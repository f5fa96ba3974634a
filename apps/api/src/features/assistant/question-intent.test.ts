import { describe, expect, it } from 'vitest';
import { marksInQuestion } from './question-marks.ts';
import { understandQuestion } from './question-intent.ts';
import { referenceInstitutionMatcher } from './assistant-facts.test-support.ts';

const matcher = referenceInstitutionMatcher();
const kindOf = (question: string) => understandQuestion(question, matcher).kind;
const slugsIn = (question: string) => matcher.find(question).map((institution) => institution.slug);

describe('the intent step', () => {
  it.each([
    ['I got 75% for maths, how many points is that?', 'calculation'],
    ['my maths mark is 75%, what level is that', 'calculation'],
    ['what is 75% worth', 'calculation'],
    ['i got 65 in maths what level is that', 'calculation'],
    ['maths 70 english 65 physics 60 life science 72 geography 58 accounting 80 what is my aps', 'calculation'],
  ])('reads marks written into "%s" as a calculation, even with "my"', (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });

  it.each([
    ['What is my APS?', 'aps'],
    ['if i apply to wits whats my aps there', 'aps'],
    ['which of my applications are still pending', 'applications'],
    ['UP rejected me, what now', 'applications'],
    ['when do my applications close', 'deadlines'],
    ['do i qualify for anything at wits', 'eligibility'],
  ])('reads "%s" as the learner\'s own %s', (question, topic) => {
    expect(understandQuestion(question, matcher)).toMatchObject({ kind: 'own', topic });
  });

  it.each([
    ['unisa application fee 2027 hw much', 'fees'],
    ['when did wits close for 2027 first years', 'dates'],
    ['wat aps do i need for bcom accounting at UJ', 'requirements'],
    ['can i do BSc engineering (electrical) at ukzn with 55% maths', 'requirements'],
    ['how much is the tuition for bcom at uj per year', 'tuition'],
  ])('reads "%s" as a catalogue fact (%s)', (question, topic) => {
    expect(understandQuestion(question, matcher)).toMatchObject({ kind: 'facts', topic });
  });

  it('keeps the year a question names', () => {
    expect(understandQuestion('unisa application fee 2027', matcher)).toMatchObject({ year: 2027 });
  });

  it.each([
    ['How does APS work?', 'general'],
    ['what do u need to get a bachelors pass in matric', 'general'],
    ['my parents earn R400 000 can i get nsfas', 'nsfas-income'],
    ['be honest will UJ accept me yes or no', 'not-sure'],
    ['pls solve x^2 - 5x + 6 = 0 for my maths homework', 'not-sure'],
    ['what are the admission requirements for harvard university', 'not-sure'],
    ['how much for an application review session with a counsellor', 'consultation'],
    ['how much is an interview preparation session', 'consultation'],
    ['interview practice questions for nursing', 'interview-practice'],
    ['what questions will they ask me in my interview for engineering', 'interview-practice'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(kindOf(question)).toBe(kind);
  });

  it('reads the field of an interview question', () => {
    expect(understandQuestion('interview practice questions for nursing', matcher)).toEqual({ kind: 'interview-practice', field: 'health-sciences' });
    expect(understandQuestion('help me prepare for my interview', matcher)).toEqual({ kind: 'interview-practice', field: 'general' });
  });
});

describe('institutions named in a question', () => {
  it.each([
    ['a Wits question', ['wits']],
    ['uj or ukzn', ['uj', 'ukzn']],
    ['applying to tut and cput', ['tut', 'cput']],
    ['UNISA fees', ['unisa']],
    ['is tuks better than maties', ['up', 'su']],
    ['applying dut and mut', ['dut', 'mut']],
    ['University of the Witwatersrand', ['wits']],
    ['Central Johannesburg TVET College', ['central-johannesburg-tvet']],
    ['University of Johannesburg', ['uj']],
    ['is university of mpumalanga still open', ['ump']],
    ['UP rejected me', ['up']],
  ])('finds them in "%s"', (question, slugs) => {
    expect(slugsIn(question)).toEqual(slugs);
  });

  it('reads abbreviations that are English words only in capitals', () => {
    expect(slugsIn('can i sign up for a cut of the fees')).toEqual([]);
    expect(slugsIn('whats the weather in durban tomorrow')).toEqual([]);
  });

  it('notices a university the catalogue does not know', () => {
    expect(matcher.unknownName('requirements for harvard university')).toBe('harvard');
    expect(matcher.unknownName('which university is best for me')).toBeNull();
    expect(matcher.unknownName('requirements at wits university')).toBeNull();
  });
});

describe('marks in a question', () => {
  it('reads subjects and marks, not ages, years or rand amounts', () => {
    expect(marksInQuestion('maths 70, english: 65%, 60% in physics and LO 80')).toEqual({
      marks: [
        { subject: 'Mathematics', mark: 70 },
        { subject: 'English First Additional Language', mark: 65 },
        { subject: 'Physical Sciences', mark: 60 },
        { subject: 'Life Orientation', mark: 80 },
      ],
      bareMark: null,
      sameInAll: null,
    });
    expect(marksInQuestion('im 16, grade 12 in 2027, parents earn R400 000')).toEqual({ marks: [], bareMark: null, sameInAll: null });
    expect(marksInQuestion('what is 48% worth')).toEqual({ marks: [], bareMark: 48, sameInAll: null });
  });

  it.each(['will i pass matric this year?', 'will nsfas approve me 100%?', 'check my friends nsfas status for me, his id is 0301015800087'])(
    'is not sure of an outcome no rule decides, or of someone else\'s data: "%s"',
    (question) => {
      expect(kindOf(question)).toBe('not-sure');
    },
  );

  it('reads a day of a month, or a lone "it 31", as no mark', () => {
    expect(marksInQuestion('uj closing date? was it 31 oct')).toEqual({ marks: [], bareMark: null, sameInAll: null });
    expect(marksInQuestion('is it 15 december')).toEqual({ marks: [], bareMark: null, sameInAll: null });
    expect(marksInQuestion('it 70 maths 60 english 55').marks).toHaveLength(3);
  });

  it('books a session named as one, rather than practise for it', () => {
    expect(understandQuestion('the interview prep session, how long and how much', matcher)).toMatchObject({
      kind: 'consultation',
      sessionId: 'interview-preparation',
    });
    expect(kindOf('interview practice questions for nursing')).toBe('interview-practice');
  });

  it.each(['am i in for tut diploma in nursing?', 'up bsc computer science - do my marks make the cut?', 'do i make it for DUT chemical engineering'])(
    'reads "%s" as the learner\'s fit for a programme',
    (question) => {
      expect(understandQuestion(question, matcher)).toMatchObject({ kind: 'own', topic: 'eligibility' });
    },
  );
});
