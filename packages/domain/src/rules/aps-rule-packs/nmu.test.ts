import { describe, it, expect } from 'vitest';
import { nmuPack } from './nmu.ts';
import { type Row, marks, perfect } from './sample-marks.test-support.ts';

// NMU's own worked examples, "Calculating Entry Points" (Emthonjeni Student Wellness, NMU):
// https://emthonjeni.mandela.ac.za/Career-Construction-and-Employability/Calculating-Entry-Points
// Subjects in the table's order: isiXhosa Home 78, English 1st Add 60, Mathematics 65, Life Science
// 62 (required), Physical Science 50, History, Geography, Life Orientation 88.
// - Applicant 1, 7 subjects (no History), quintile 4-5 school: 78 + 60 + 65 + 62 + 50 + 55 = 370.
// - Applicant 2, 8 subjects (History 60, Geography 55), quintile 4-5, a programme requiring Physical
//   and Life Sciences: 78 + 60 + 65 + 62 + 50 + 60 = 375 (Geography, the weakest, left out).
// - Applicant 3, 7 subjects (no History), quintile 1-3: 370 + 7 for Life Orientation >= 50% = 377.
// The stored copy of the page lost the isiXhosa row of applicants 2 and 3; 78 is applicant 1's and is
// the only value that gives their published totals.
const applicant1: Row[] = [
  ['isiXhosa Home Language', 78],
  ['English First Additional Language', 60],
  ['Mathematics', 65],
  ['Life Sciences', 62],
  ['Physical Sciences', 50],
  ['Geography', 55],
  ['Life Orientation', 88],
];
const applicant2: Row[] = [...applicant1.slice(0, 5), ['History', 60], ['Geography', 55], ['Life Orientation', 88]];
const sciences = [['Physical Sciences'], ['Life Sciences']];

describe('NMU Applicant Score: the percentages of six 20-credit subjects, out of 600', () => {
  it.each([
    { name: 'applicant 1: seven subjects', rows: applicant1, options: {}, score: 370 },
    {
      name: 'applicant 2: eight subjects, Physical and Life Sciences required',
      rows: applicant2,
      options: { mustInclude: sciences, schoolQuintile: 4 as const },
      score: 375,
    },
    { name: 'applicant 3: quintile 1-3 school with Life Orientation 88% adds 7', rows: applicant1, options: { schoolQuintile: 2 as const }, score: 377 },
    { name: 'quintile 3 still adds 7', rows: applicant1, options: { schoolQuintile: 3 as const }, score: 377 },
    { name: 'quintile 4 adds nothing', rows: applicant1, options: { schoolQuintile: 4 as const }, score: 370 },
    {
      name: 'quintile 1 with Life Orientation below 50% adds nothing',
      rows: applicant1.map(([subject, mark]): Row => [subject, subject === 'Life Orientation' ? 49 : mark]),
      options: { schoolQuintile: 1 as const },
      score: 370,
    },
    {
      name: 'quintile 1 with Life Orientation at exactly 50% adds 7',
      rows: applicant1.map(([subject, mark]): Row => [subject, subject === 'Life Orientation' ? 50 : mark]),
      options: { schoolQuintile: 1 as const },
      score: 377,
    },
    {
      name: 'perfect marks reach 600 without the adjustment',
      rows: perfect,
      options: {},
      score: 600,
    },
  ])('$name: $score', ({ rows, options, score }) => {
    expect(nmuPack.score(marks(rows), options).score).toBe(score);
  });

  it('leaves out the weakest extra subject of eight, unless the programme requires it', () => {
    // Without a programme: fundamentals 78 + 60 + 65, then History 60, Life Sciences 62, Geography 55;
    // Physical Sciences (50) is the weakest and drops out: 380.
    const result = nmuPack.score(marks(applicant2));
    expect(result.score).toBe(380);
    expect(result.countedSubjects.map((entry) => entry.subject)).not.toContain('Physical Sciences');
  });

  it('always counts the home language, the first additional language and the Mathematics subject, even when weaker than the rest', () => {
    const rows: Row[] = [
      ['Sesotho Home Language', 41],
      ['English First Additional Language', 42],
      ['Technical Mathematics', 43],
      ['Life Sciences', 90],
      ['Geography', 90],
      ['History', 90],
      ['Tourism', 90],
      ['Life Orientation', 90],
    ];
    const result = nmuPack.score(marks(rows));
    expect(result.score).toBe(41 + 42 + 43 + 90 + 90 + 90);
    expect(result.countedSubjects.map((entry) => entry.subject)).toEqual(
      expect.arrayContaining(['Sesotho Home Language', 'English First Additional Language', 'Technical Mathematics']),
    );
  });

  it('takes two Home Languages as the two languages when there is no First Additional Language', () => {
    const rows: Row[] = [
      ['English Home Language', 45],
      ['Afrikaans Home Language', 44],
      ['Mathematical Literacy', 40],
      ['Life Sciences', 80],
      ['Geography', 80],
      ['History', 80],
      ['Tourism', 80],
    ];
    expect(nmuPack.score(marks(rows)).score).toBe(45 + 44 + 40 + 80 + 80 + 80);
  });

  it("lists the Life Orientation adjustment as a counted line of 7 points, as NMU's table does", () => {
    expect(nmuPack.score(marks(applicant1), { schoolQuintile: 1 }).countedSubjects).toContainEqual({ subject: 'Life Orientation', mark: 88, points: 7 });
    expect(nmuPack.score(marks(applicant1)).countedSubjects.map((entry) => entry.subject)).not.toContain('Life Orientation');
  });

  it('is on its own scale, the Applicant Score out of 600, and explains itself', () => {
    const result = nmuPack.score(marks(applicant1));
    expect(result).toMatchObject({ unit: 'applicant-score', maxScore: 600 });
    expect(result.explanation).toContain('Score: 370 out of 600.');
    expect(nmuPack.score(marks(applicant1.slice(0, 3))).explanation).toContain('Only 3 of the 6 subjects this rule counts were entered');
    expect(nmuPack.notes).toContain('quintile');
  });
});
