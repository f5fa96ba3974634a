import { z } from 'zod';

// The Career Assessment (Essential or higher): twelve statements in the spirit of Holland's RIASEC
// interest model, two per interest area, each rated 1 (not like me) to 5 (very like me). The score
// per area is the sum of its two ratings scaled to 0-100. It is an interest guide, not an aptitude
// test: it suggests fields to look at, and the catalogue programmes that match them.

export const INTEREST_AREAS = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];

export const ASSESSMENT_STATEMENTS = [
  { id: 'r1', area: 'realistic', text: 'I like fixing, building or repairing things with my hands.' },
  { id: 'r2', area: 'realistic', text: 'I would enjoy working outdoors, with machines, tools, plants or animals.' },
  { id: 'i1', area: 'investigative', text: 'I enjoy solving maths or science problems.' },
  { id: 'i2', area: 'investigative', text: 'I like finding out how things work and why things happen.' },
  { id: 'a1', area: 'artistic', text: 'I enjoy drawing, designing, writing, music or drama.' },
  { id: 'a2', area: 'artistic', text: 'I like coming up with new ideas and original ways of doing things.' },
  { id: 's1', area: 'social', text: 'I enjoy helping, teaching or caring for other people.' },
  { id: 's2', area: 'social', text: 'People often come to me to talk about their problems.' },
  { id: 'e1', area: 'enterprising', text: 'I like leading a group, persuading people or selling ideas.' },
  { id: 'e2', area: 'enterprising', text: 'I would like to start and run my own business one day.' },
  { id: 'c1', area: 'conventional', text: 'I like working with numbers, records or money in an organised way.' },
  { id: 'c2', area: 'conventional', text: 'I like clear instructions, checking details and keeping things in order.' },
] as const satisfies readonly { id: string; area: InterestArea; text: string }[];

export type StatementId = (typeof ASSESSMENT_STATEMENTS)[number]['id'];
export const STATEMENT_IDS = ASSESSMENT_STATEMENTS.map((statement) => statement.id) as [StatementId, ...StatementId[]];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_LABELS = ['Not like me', 'A little like me', 'Somewhat like me', 'Mostly like me', 'Very like me'] as const;
/** How many interest areas the result names. */
export const TOP_AREA_COUNT = 3;
/** How many matching catalogue programmes the result lists. */
export const MAX_PROGRAMME_MATCHES = 8;

export const ratingSchema = z
  .int({ error: 'Choose a rating from 1 to 5' })
  .min(RATING_MIN, { error: 'Choose a rating from 1 to 5' })
  .max(RATING_MAX, { error: 'Choose a rating from 1 to 5' });
/** Every statement must be rated (a record over an enum requires every key). */
export const assessmentAnswersSchema = z.record(z.enum(STATEMENT_IDS), ratingSchema);
export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;

export interface InterestAreaInfo {
  name: string;
  description: string;
  studyFields: readonly string[];
  /** Lower-case words looked for in a programme's faculty and name. */
  keywords: readonly string[];
}

export const INTEREST_AREA_INFO: Record<InterestArea, InterestAreaInfo> = {
  realistic: {
    name: 'Practical and technical (Realistic)',
    description: 'You like hands-on work with tools, machines, structures, plants or animals.',
    studyFields: ['Engineering and engineering technology', 'Construction and the built environment', 'Agriculture', 'Trades through TVET colleges'],
    keywords: ['engineering', 'built environment', 'construction', 'civil', 'electrical', 'mechanic', 'agricultur', 'farm', 'surveying'],
  },
  investigative: {
    name: 'Scientific and analytical (Investigative)',
    description: 'You like asking questions, researching and solving problems with facts and figures.',
    studyFields: ['Natural and mathematical sciences', 'Health and medical sciences', 'Computer science and IT'],
    keywords: [
      'bachelor of science',
      'bsc',
      'b sc',
      'medical science',
      'health sciences',
      'computer',
      'computing',
      'medic',
      'laboratory',
      'physiology',
      'anatomy',
      'dietetics',
      'information technology',
    ],
  },
  artistic: {
    name: 'Creative (Artistic)',
    description: 'You like expressing ideas through design, art, writing, music or performance.',
    studyFields: ['Design (fashion, graphic, interior)', 'Visual and performing arts', 'Media, journalism and photography', 'Languages and humanities'],
    keywords: ['arts', 'design', 'photography', 'fashion', 'music', 'drama', 'media', 'journalism'],
  },
  social: {
    name: 'Helping people (Social)',
    description: 'You like teaching, caring for, advising or working with people.',
    studyFields: ['Education (teaching)', 'Nursing and therapy', 'Social work and psychology', 'Hospitality and tourism'],
    keywords: ['education', 'nursing', 'therapy', 'social work', 'psychology', 'health', 'hospitality', 'teaching'],
  },
  enterprising: {
    name: 'Leading and persuading (Enterprising)',
    description: 'You like leading, selling, negotiating and starting things.',
    studyFields: ['Business management and entrepreneurship', 'Marketing', 'Law', 'Economics'],
    keywords: ['commerce', 'business', 'management', 'marketing', 'law', 'economic'],
  },
  conventional: {
    name: 'Organising and detail (Conventional)',
    description: 'You like working accurately with numbers, records and systems.',
    studyFields: ['Accounting and finance', 'Banking', 'Office administration', 'Information systems'],
    keywords: ['accounting', 'accountancy', 'finance', 'banking', 'office administration', 'information systems', 'human resource'],
  },
};

export interface AreaScore {
  area: InterestArea;
  /** 0 (both statements "Not like me") to 100 (both "Very like me"). */
  score: number;
}

/** Each area's score, highest first; a tie keeps the RIASEC order. */
export function scoreAssessment(answers: AssessmentAnswers): AreaScore[] {
  const perArea = RATING_MAX * 2 - RATING_MIN * 2;
  return INTEREST_AREAS.map((area) => {
    const sum = ASSESSMENT_STATEMENTS.filter((statement) => statement.area === area).reduce((total, statement) => total + answers[statement.id], 0);
    return { area, score: Math.round(((sum - RATING_MIN * 2) / perArea) * 100) };
  }).sort((a, b) => b.score - a.score || INTEREST_AREAS.indexOf(a.area) - INTEREST_AREAS.indexOf(b.area));
}

export function topAreas(scores: readonly AreaScore[], count = TOP_AREA_COUNT): AreaScore[] {
  return scores.slice(0, count);
}

export interface CatalogueProgramme {
  id: string;
  name: string;
  faculty: string | null;
  institutionName: string;
}

const fits = (text: string, area: InterestArea) => INTEREST_AREA_INFO[area].keywords.some((keyword) => text.toLowerCase().includes(keyword));

/**
 * The area a programme fits among `areas` (earlier wins). Its name decides first; the faculty only
 * when the name says nothing, since faculties are broad ('Engineering, Built Environment and
 * Information Technology' holds Computer Science).
 */
export function programmeArea(programme: CatalogueProgramme, areas: readonly InterestArea[]): InterestArea | null {
  return (
    areas.find((area) => fits(programme.name, area)) ?? (programme.faculty ? areas.find((area) => fits(programme.faculty ?? '', area)) : undefined) ?? null
  );
}

/** Catalogue programmes matching the top areas, the best area's programmes first. */
export function matchProgrammes<P extends CatalogueProgramme>(
  programmes: readonly P[],
  areas: readonly InterestArea[],
  limit = MAX_PROGRAMME_MATCHES,
): (P & { area: InterestArea })[] {
  const matched = programmes.flatMap((programme) => {
    const area = programmeArea(programme, areas);
    return area ? [{ ...programme, area }] : [];
  });
  return matched.sort((a, b) => areas.indexOf(a.area) - areas.indexOf(b.area)).slice(0, limit);
}
