import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STATEMENTS,
  INTEREST_AREAS,
  STATEMENT_IDS,
  type AssessmentAnswers,
  type StatementId,
  assessmentAnswersSchema,
  matchProgrammes,
  programmeArea,
  scoreAssessment,
  topAreas,
} from './career-assessment.ts';

const all = (rating: number) => Object.fromEntries(STATEMENT_IDS.map((id) => [id, rating])) as AssessmentAnswers;
const withRatings = (base: number, ratings: Partial<Record<StatementId, number>>): AssessmentAnswers => ({ ...all(base), ...ratings });

describe('the questionnaire', () => {
  it('has twelve statements, two per interest area, with unique ids', () => {
    expect(ASSESSMENT_STATEMENTS).toHaveLength(12);
    expect(new Set(STATEMENT_IDS).size).toBe(12);
    for (const area of INTEREST_AREAS) expect(ASSESSMENT_STATEMENTS.filter((s) => s.area === area)).toHaveLength(2);
  });

  it('needs every statement rated from 1 to 5', () => {
    expect(assessmentAnswersSchema.safeParse(all(3)).success).toBe(true);
    const { r1: _dropped, ...missingOne } = all(3);
    expect(assessmentAnswersSchema.safeParse(missingOne).success).toBe(false);
    expect(assessmentAnswersSchema.safeParse(withRatings(3, { r1: 0 })).success).toBe(false);
    expect(assessmentAnswersSchema.safeParse(withRatings(3, { r1: 6 })).success).toBe(false);
    expect(assessmentAnswersSchema.safeParse(withRatings(3, { r1: 2.5 })).success).toBe(false);
    expect(assessmentAnswersSchema.safeParse({ ...all(3), x9: 3 }).success).toBe(false);
  });
});

describe('scoreAssessment', () => {
  it.each<[string, AssessmentAnswers, string[], number[]]>([
    ['all lowest: every area 0, RIASEC order', all(1), ['realistic', 'investigative', 'artistic'], [0, 0, 0]],
    ['all highest: every area 100', all(5), ['realistic', 'investigative', 'artistic'], [100, 100, 100]],
    [
      'a clear social and enterprising learner',
      withRatings(2, { s1: 5, s2: 5, e1: 5, e2: 4, c1: 3 }),
      ['social', 'enterprising', 'conventional'],
      [100, 88, 38],
    ],
    ['one strong statement only', withRatings(1, { i1: 5 }), ['investigative', 'realistic', 'artistic'], [50, 0, 0]],
    ['artistic beats a tie below it', withRatings(3, { a1: 5, a2: 4, r1: 1 }), ['artistic', 'investigative', 'social'], [88, 50, 50]],
  ])('%s', (_name, answers, areas, scores) => {
    const top = topAreas(scoreAssessment(answers));
    expect(top.map((entry) => entry.area)).toEqual(areas);
    expect(top.map((entry) => entry.score)).toEqual(scores);
  });

  it('scores all six areas', () => {
    expect(scoreAssessment(all(3))).toHaveLength(6);
    expect(scoreAssessment(all(3)).every((entry) => entry.score === 50)).toBe(true);
  });
});

describe('matching catalogue programmes', () => {
  const programme = (name: string, faculty: string | null) => ({ id: name, name, faculty, institutionName: 'Somewhere' });

  it.each<[string, string | null, string[], string | null]>([
    ['Diploma in Civil Engineering', 'Engineering and the Built Environment', ['realistic'], 'realistic'],
    ['BSc (Computer Science)', 'Engineering, Built Environment and Information Technology', ['realistic', 'investigative'], 'investigative'],
    ['Bachelor of Commerce in Chartered Accountancy', 'Economic and Management Sciences', ['investigative', 'conventional'], 'conventional'],
    ['Bachelor of Commerce in Chartered Accountancy', 'Economic and Management Sciences', ['enterprising', 'conventional'], 'enterprising'],
    ['Higher Certificate in Banking', 'Economic and Management Sciences', ['investigative'], null],
    ['B Nursing Science', null, ['social'], 'social'],
    ['Diploma in Fashion Design and Technology', 'Arts and Design', ['artistic', 'realistic'], 'artistic'],
    ['NC(V) Office Administration', 'Business Studies', ['conventional', 'enterprising'], 'conventional'],
    ['Introductory N4', 'Business Studies', ['enterprising'], 'enterprising'],
  ])('%s (%s) for %j -> %s', (name, faculty, areas, expected) => {
    expect(programmeArea(programme(name, faculty), areas as never)).toBe(expected);
  });

  it('lists the best area first, up to the limit, and leaves out what fits none', () => {
    const programmes = [
      programme('Diploma in Accountancy', 'Business and Management Sciences'),
      programme('B Nursing Science', null),
      programme('Diploma in Commercial Photography', 'Arts and Design'),
      programme('Bachelor of Medicine and Bachelor of Surgery', null),
    ];
    const matched = matchProgrammes(programmes, ['social', 'conventional']);
    expect(matched.map((entry) => [entry.name, entry.area])).toEqual([
      ['B Nursing Science', 'social'],
      ['Diploma in Accountancy', 'conventional'],
    ]);
    expect(matchProgrammes(programmes, ['social', 'conventional', 'artistic', 'investigative'], 2)).toHaveLength(2);
  });
});
