import type { ProgrammeFact } from './assistant-facts.ts';
import { normaliseText } from './institution-names.ts';
import { sameWord } from './word-distance.ts';

// Which of an institution's programmes a question is about: the words of the programme's name in
// the question, with the abbreviations learners and prospectuses use (BCom, BSc, LLB, BEd, Eng).

const ABBREVIATIONS: Record<string, readonly string[]> = {
  bcom: ['commerce'],
  bsc: ['science'],
  ba: ['arts'],
  llb: ['laws', 'law'],
  law: ['laws', 'llb'],
  laws: ['law', 'llb'],
  bed: ['education'],
  beng: ['engineering'],
  eng: ['engineering'],
  engineering: ['eng'],
  engtech: ['engineering', 'technology'],
  bengtech: ['engineering', 'technology'],
  mbchb: ['medicine'],
  medicine: ['mbchb'],
  doctor: ['medicine', 'mbchb'],
  it: ['information', 'technology'],
  ict: ['information', 'communication', 'technology'],
  cs: ['computer', 'science'],
  nursing: ['nursing'],
  nurse: ['nursing'],
  teacher: ['education', 'teaching'],
  teaching: ['education'],
  accountant: ['accounting'],
  lawyer: ['law', 'laws', 'llb'],
  attorney: ['law', 'laws', 'llb'],
  pharmacist: ['pharmacy'],
  architect: ['architecture'],
  psychologist: ['psychology'],
  dentist: ['dental', 'dentistry'],
  accounts: ['accounting'],
  ca: ['accounting', 'accountancy', 'chartered'],
  accounting: ['accountancy'],
  accountancy: ['accounting'],
  social: ['social'],
  engineer: ['engineering'],
};

/** Words in programme names that do not tell programmes apart. */
const GENERIC = new Set([
  'bachelor',
  'bachelors',
  'of',
  'in',
  'and',
  'the',
  'a',
  'for',
  'with',
  'degree',
  'programme',
  'programmes',
  'program',
  'course',
  'courses',
  'general',
  'extended',
  'at',
  'do',
  'can',
  'i',
  'my',
  'what',
  'aps',
  'need',
  'study',
  'to',
  'is',
  'requirements',
  'requirement',
  'year',
  'years',
  'higher',
  'certificate',
  'diploma',
  'needed',
  'how',
  'much',
  'many',
  'points',
  'get',
  'into',
  'wat',
  'whats',
  'which',
  'minimum',
  'need',
  'per',
  'fee',
  'fees',
  'tuition',
  'cost',
  // question words that are also words of programme names ("is maths lit fine", "the best")
  'fine',
  'ok',
  'okay',
  'good',
  'best',
  'pure',
  'want',
  'like',
  'become',
  'should',
  'must',
  'please',
  'apply',
  'university',
  'varsity',
  'college',
]);

/** "B Com", "B Sc", "B Ed" as prospectuses space them are the BCom, BSc, BEd learners write. */
const SPACED_DEGREE = /\bb (com|sc|ed|eng|tech|admin|soc|pharm|nurs)\b/g;

function wordsOf(text: string): Set<string> {
  const words = normaliseText(text)
    .replace(SPACED_DEGREE, 'b$1')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0 && !GENERIC.has(word));
  return new Set(words.flatMap((word) => [word, word.replace(/s$/, ''), ...(ABBREVIATIONS[word] ?? [])]));
}

/** The distinctive words a question gives a programme by, abbreviations spelled out. */
export const programmeWordsOf = (text: string): string[] => [...wordsOf(text)];

/** One asked word against a set of programme-name words, allowing the slips learners make (see sameWord). */
export const namesWordIn = (asked: string, words: ReadonlySet<string>): boolean => words.has(asked) || [...words].some((word) => sameWord(asked, word));

/** The programmes the question names best first; none when no distinctive word of a name is asked about. */
export function matchProgrammes<P extends Pick<ProgrammeFact, 'name'>>(question: string, programmes: readonly P[]): P[] {
  const asked = wordsOf(question);
  const scored = programmes.map((programme) => {
    const words = wordsOf(programme.name);
    const hits = [...asked].filter((word) => namesWordIn(word, words)).length;
    return { programme, hits, extra: words.size - hits, extended: /extended|foundation/i.test(programme.name) };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.hits));
  if (best === 0) return [];
  return scored
    .filter((entry) => entry.hits === best)
    .sort((a, b) => Number(a.extended) - Number(b.extended) || a.extra - b.extra)
    .map((entry) => entry.programme);
}
