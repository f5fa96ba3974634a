import type { AssistantFacts, InstitutionFact } from './assistant-facts.ts';
import { matchProgrammes } from './programme-names.ts';
import { sameWord } from './word-distance.ts';
import { STOP_WORDS } from './stop-words.ts';

// The words a question names a programme by, once the institution's name and the words of asking
// ("aps", "requirements", "what do they want") are set aside: "up veterinary science (bvsc) aps"
// names "veterinary science bvsc". When the institution's catalogue holds no programme with one
// of those words, Thandi says so and is not sure, rather than answer with another programme or
// with the institution's general rules.

/**
 * Fields of study and degree abbreviations as South African prospectuses and learners name them: a
 * question naming one names a programme. NSC subject names (mathematics, english, physics) are left
 * out, as they usually ask for a subject's minimum.
 */
const FIELDS = new Set(
  (
    'accountancy actuarial aeronautical agriculture agricultural animation anthropology archaeology architecture astronomy ' +
    'audiology aviation pilot biochemistry biotechnology botany chemical civil commerce communication computer construction ' +
    'criminology culinary dentistry dental design dietetics drama education electrical electronic engineering environmental ' +
    'fashion film finance forensic forestry genetics geology graphic hospitality industrial informatics journalism law laws ' +
    'logistics marketing mechanical mechatronics media medicine medical microbiology mining music nursing nutrition ' +
    'occupational optometry pharmacy philosophy photography physiotherapy planning politics psychology radiography marine ' +
    'quantity surveying sociology software sport statistics teaching theology translation veterinary zoology metallurgy ' +
    'metallurgical oceanography paramedic emergency speech dentist biomedical podiatry chiropractic homeopathy ' +
    'bsc bcom ba llb mbchb mbbch bpharm bvsc bsw bed beng bengtech btech bnurs bcur bds bopt bmus bis baccsci bbusci'
  ).split(' '),
);

/** The words of the question that name a field of study or a degree, in its own spelling; none when it names none. */
export function programmeWordsAsked(rest: string): string[] {
  const words = rest
    .trim()
    .split(' ')
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  return words.filter((word) => FIELDS.has(word) || (word.length >= 5 && [...FIELDS].some((field) => sameWord(word, field))));
}

export interface MissingProgramme {
  institution: InstitutionFact;
  words: string[];
}

/** The first institution whose catalogue has programmes but none named by any of the words the question names a programme by. */
/** Degree abbreviations: weak evidence alone ("bsw" beside "social work"), so they count only when nothing else matches. */
const DEGREE_ABBREVIATION = /^b[a-z]{1,6}$|^(llb|mbchb|mbbch)$/;

/**
 * The first institution whose catalogue has programmes but not the one asked: a field word that
 * no programme there is named by ("aeronautical" at UCT, though "engineering" is), or a degree
 * abbreviation when nothing else in the question names a programme there either.
 */
export async function missingProgramme(
  words: readonly string[],
  institutions: readonly InstitutionFact[],
  catalogue: AssistantFacts,
  rest: string,
): Promise<MissingProgramme | null> {
  if (words.length === 0) return null;
  for (const institution of institutions) {
    const programmes = await catalogue.programmes(institution.slug);
    if (programmes.length === 0) continue;
    const unmatched = words.filter((word) => matchProgrammes(word, programmes).length === 0);
    const strong = unmatched.filter((word) => !DEGREE_ABBREVIATION.test(word));
    if (strong.length > 0) return { institution, words: strong };
    if (unmatched.length > 0 && matchProgrammes(rest, programmes).length === 0) return { institution, words: unmatched };
  }
  return null;
}
