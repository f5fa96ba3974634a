import { describe, expect, it } from 'vitest';
import { calculationAnswer } from './calculations.ts';
import { isOutOfScope } from './out-of-scope.ts';
import { understandQuestion } from './question-intent.ts';
import { marksInQuestion } from './question-marks.ts';
import { spellOut } from './texting-words.ts';
import { referenceInstitutionMatcher } from './assistant-facts.test-support.ts';

// Round 5 (decision 0432): each failure class fixed where the understanding fails, tested with
// wordings of our own rather than the questions that showed the class.

const matcher = referenceInstitutionMatcher();
const intentOf = (question: string) => understandQuestion(spellOut(question), matcher);

describe('marks in a question: levels of study and the full NSC subject list', () => {
  it.each(['is N4 business worth it', 'after N6 engineering what then', 'ncv nqf 4 or grade 12, which is better', 'i have N3 electrical'])(
    'reads no mark in "%s"',
    (question) => {
      const { marks, bareMark } = marksInQuestion(question);
      expect({ marks, bareMark }).toEqual({ marks: [], bareMark: null });
    },
  );

  it('keeps a subject written after a study level, and counts the technical subjects', () => {
    const { marks } = marksInQuestion('N4 business asks 22. mine: business studies 44, civil technology 61, mech tech 58, agric management 70');
    expect(marks).toEqual([
      { subject: 'Business Studies', mark: 44 },
      { subject: 'Civil Technology', mark: 61 },
      { subject: 'Mechanical Technology', mark: 58 },
      { subject: 'Agricultural Management Practices', mark: 70 },
    ]);
  });

  it('scores six subjects when a technical school learner lists electrical technology and EGD', () => {
    const intent = intentOf('eng fal 62, sepedi hl 71, tech maths 50, tech science 48, electrical technology 80, egd 66, LO 70 my aps?');
    expect(intent.kind).toBe('calculation');
    if (intent.kind !== 'calculation') return;
    expect(calculationAnswer(intent.calculation, null)).toContain('APS is 30 out of 42');
  });

  it.each([
    ['if i get 70% in everything whats my aps', '36 out of 42'],
    ['say i got 80 for all 7 subjects incl LO, aps?', '42 out of 42'],
    ['50% in each subject = how many points', '24 out of 42'],
  ])('scores one mark in every subject: "%s"', (question, expected) => {
    const intent = intentOf(question);
    expect(intent.kind).toBe('calculation');
    if (intent.kind !== 'calculation') return;
    expect(calculationAnswer(intent.calculation, null)).toContain(expected);
  });
});

describe('out of scope by kind', () => {
  it.each([
    'can u send the memo for physics paper 2',
    'where do i get past papers for accounting',
    'how much is the pound to rand today',
    'exchange rate for dollars pls',
    'who do you think will win big brother',
    'whos gonna win the league',
    'how do i apply through ucas',
    'how much will i earn as an engineer after wits',
    'whats the salary of a nurse',
  ])('"%s" is not Thandi\'s to answer', (question) => expect(isOutOfScope(spellOut(question).toLowerCase())).toBe(true));

  it.each(['how much does it cost to apply at UJ', 'does nsfas pay for books', 'when do wits applications close', 'how much must my parents earn for nsfas'])(
    '"%s" stays in scope',
    (question) => expect(isOutOfScope(spellOut(question).toLowerCase())).toBe(false),
  );
});

describe('points for a mark asked in Afrikaans, isiZulu and Sesotho', () => {
  it.each([
    ['hoeveel punte is n 62 vir aps', 62],
    ['amaphuzu angaki uma ngithole u-45 kumaths', 45],
    ['ke dintlha tse kae bakeng sa 73', 73],
    ['how many points is a 38', 38],
  ])('"%s" asks what %i counts', (question, mark) => {
    const intent = intentOf(question);
    expect(intent.kind).toBe('calculation');
    if (intent.kind === 'calculation' && intent.calculation.type === 'mark-points') expect(intent.calculation.mark).toBe(mark);
  });

  it.each(['how many points do i need with 6 subjects', 'what aps is needed for a 3 year degree', 'i have 28 points what can i study'])(
    'reads no mark in "%s"',
    (question) => expect(intentOf(question).kind).not.toBe('calculation'),
  );
});

describe('intent steps that must not take an explanation', () => {
  it.each(['my dad works for cash, how do we prove his income for nsfas', 'what proof of income does nsfas want if my mom earns R3000'])(
    '"%s" asks for the documents, not the income rule',
    (question) => expect(intentOf(question).kind).not.toBe('nsfas-income'),
  );

  it('still reads the income rule', () => {
    expect(intentOf('my parents earn R400 000, can i get nsfas').kind).toBe('nsfas-income');
  });

  it.each(['will nsfas fund me if i already have a degree', 'will nsfas fund me if i go to a private college'])(
    '"%s" is a rule\'s condition, not a prediction',
    (question) => expect(intentOf(question)).not.toEqual({ kind: 'not-sure', reason: 'prediction' }),
  );

  it('still refuses to predict', () => {
    expect(intentOf('will nsfas fund me this year')).toEqual({ kind: 'not-sure', reason: 'prediction' });
  });

  it("sends NSFAS documents to the explanation, not to the learner's Kusasa uploads", () => {
    expect(intentOf('do i still have to upload my id for nsfas')).not.toMatchObject({ kind: 'own', topic: 'documents' });
  });
});

describe('the fact asked, composed from the catalogue', () => {
  it.each(['must i pay anything to apply at wits', 'do we pay money when applying to UJ'])('"%s" asks for the fee', (question) =>
    expect(intentOf(question)).toMatchObject({ kind: 'facts', topic: 'fees' }),
  );
});

describe('marks listed without their subjects', () => {
  it('adds the levels of the best six', () => {
    const intent = intentOf('so my marks are 65, 72, 58, 81, 44, 90 and 55. how many aps points is that');
    expect(intent.kind).toBe('calculation');
    if (intent.kind !== 'calculation') return;
    expect(calculationAnswer(intent.calculation, null)).toContain('APS is 33 out of 42');
  });

  it('reads Afrikaans HT as Home Language', () => {
    expect(marksInQuestion('Afrikaans HT 55, English FAL 62').marks).toEqual([
      { subject: 'Afrikaans Home Language', mark: 55 },
      { subject: 'English First Additional Language', mark: 62 },
    ]);
  });

  it.each(['with 3, 4 or 5 subjects how many points', 'my aps is 30, is 28 enough for uj'])('reads no list in "%s"', (question) => {
    expect(intentOf(question)).not.toMatchObject({ kind: 'calculation', calculation: { type: 'unnamed' } });
  });
});
