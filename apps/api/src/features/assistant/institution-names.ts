import type { InstitutionFact } from './assistant-facts.ts';
import { STOP_WORDS } from './learner-words.ts';

// Which institutions a question names: their full names, their abbreviations (Wits, UJ, UKZN, TUT,
// CPUT, UNISA) and the nicknames learners use (Tuks, Maties, Kovsies). Read from the live list of
// institutions, so a new one is recognised by its name at once; the nicknames are ours.

const NICKNAMES: Record<string, readonly string[]> = {
  wits: ['wits', 'witwatersrand'],
  up: ['tuks', 'tukkies', 'pretoria university', 'pretoria uni', 'university of pretoria', 'pretoria'],
  uj: ['johannesburg university', 'joburg university'],
  ukzn: ['university of kwazulu natal', 'kwazulu natal university'],
  tut: ['tshwane university', 'tshwane uni'],
  cput: ['cape peninsula'],
  cut: ['central university of technology', 'central uni of tech', 'central university of tech'],
  ul: ['turfloop', 'univ of limpopo'],
  uct: ['cape town university', 'cape town uni'],
  su: ['stellenbosch', 'maties', 'stellies'],
  ufs: ['kovsies', 'free state university', 'university of free state'],
  nwu: ['north west university', 'potch', 'puk'],
  ru: ['rhodes'],
  nmu: ['nelson mandela university', 'nelson mandela uni', 'nmmu', 'mandela uni'],
  wsu: ['walter sisulu'],
  unizulu: ['zululand'],
  ufh: ['fort hare'],
  univen: ['venda university', 'univen'],
  mut: ['mangosuthu'],
  vut: ['vaal university', 'vaal uni'],
  smu: ['sefako makgatho', 'sefako'],
  spu: ['sol plaatje', 'sol plaatjie', 'plaatje'],
};

/** One name for several institutions: the KZN CAO takes first-year applications for these four (aps.md section 5). */
const GROUPS: readonly [RegExp, readonly string[]][] = [[/ (cao|central applications office) /, ['ukzn', 'dut', 'mut', 'unizulu']]];

/** Abbreviations that are also English words: they name an institution only in capitals ("UP rejected me"). */
const WORD_LIKE = new Set(['up', 'cut', 'su', 'ru', 'ul']);

/** "apply to up", "at ul": a word-like abbreviation after a preposition, and not "up to". */
const AFTER_PREPOSITION = (alias: string) => new RegExp(` (at|to|for|from|into|attend|attending|does) ${alias} (?!(to|for|with|on|and) )`);

/** "ul application fee", "does up accept late applications": a word-like abbreviation before an admissions word, not after a verb it belongs to ("sign up", "pick up"). */
const BEFORE_ADMISSIONS_WORD = (alias: string) =>
  new RegExp(
    `(?<! (sign|log|pick|look|set|follow|top|fill|speed|keep|make|show|end|catch|back|turn|come|hold|give|wake|put|take|pay|cut|sum|add|mess|bring|call|pull|line|clean|open|go|went|move|step|stand|up)) ${alias} (application|applications|fee|fees|closing|aps|requirements|courses|programmes|residence|admission|admissions|prospectus|portal|accept|accepts|still|late|deadline|bursary|open for|charge|charges|offer|offers|bsc|bcom|ba|llb|beng|bengtech|bed|mbchb|diploma|degree|medicine|nursing|engineering|law|pharmacy)\\b`,
  );

/** Words around an unknown name that show the question is about a university or college. */
const VARSITY_WORDS = /\b(university|universities|varsity|uni|college|tvet|technikon|campus)\b/;
const GENERIC_BEFORE = new Set([
  'a',
  'the',
  'any',
  'which',
  'what',
  'my',
  'your',
  'public',
  'private',
  'good',
  'best',
  'tvet',
  'to',
  'at',
  'for',
  'of',
  'in',
  'this',
  'that',
  'go',
  'open',
  'sa',
  'south',
  'african',
  'local',
  'online',
  'same',
  'other',
  'another',
  'one',
  'each',
  'every',
  'state',
]);

export function normaliseText(text: string): string {
  return ` ${text
    .toLowerCase()
    // "UJ's fee", "unisa's closing date": the name without the possessive.
    .replace(/[’`']s\b/g, '')
    .replace(/[’`']/g, '')
    .replace(/[^a-z0-9+%&]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

interface Alias {
  slug: string;
  text: string;
  capitalsOnly: boolean;
}

/** How learners shorten a university's name: "free state uni", "durban uni of tech", "limpopo university". */
function shortenedNames(name: string): string[] {
  const of = /^university of (the )?(.+)$/.exec(name)?.[2];
  // "University of South Africa" turned around would name any South African university.
  const turned = of && of !== 'south africa' ? [`${of} university`, `${of} uni`, `uni of ${of}`] : [];
  const shortened = [
    name.replace(/\buniversity\b/, 'uni'),
    name.replace(/\btechnology\b/, 'tech'),
    name.replace(/\buniversity of technology\b/, 'uni of tech'),
  ];
  return [...turned, ...shortened].filter((text) => text !== name);
}

function aliasesOf(institution: InstitutionFact): Alias[] {
  const name = normaliseText(institution.name).trim();
  const shortened = institution.type === 'tvet' ? [] : shortenedNames(name);
  const texts = new Set([name, name.replace(/^university of the /, 'university of '), ...shortened, ...(NICKNAMES[institution.slug] ?? [])]);
  if (institution.type === 'tvet') {
    const core = name
      .replace(/\b(tvet|college|for|of)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (core.length >= 3) ['tvet', 'college', 'tvet college'].forEach((suffix) => texts.add(`${core} ${suffix}`));
  }
  const aliases: Alias[] = [...texts].map((text) => ({ slug: institution.slug, text, capitalsOnly: false }));
  for (const short of [institution.shortName, institution.slug]) {
    if (!short || short.length < 2 || short.includes('-')) continue;
    const text = normaliseText(short).trim();
    aliases.push({ slug: institution.slug, text, capitalsOnly: WORD_LIKE.has(text) });
  }
  return aliases;
}

export interface InstitutionMatcher {
  /** The institutions a question names, in the order it names them. */
  find(question: string): InstitutionFact[];
  /** A name the question gives a university or college that is not in the catalogue (Harvard). */
  unknownName(question: string): string | null;
  /** The question's normalised text without the institution names it gives ("up bvsc aps" -> " bvsc aps "). */
  rest(question: string): string;
}

const namedInCapitals = (question: string, alias: string) => new RegExp(`\\b${alias.toUpperCase()}\\b`).test(question);

export function institutionMatcher(institutions: readonly InstitutionFact[]): InstitutionMatcher {
  const bySlug = new Map(institutions.map((institution) => [institution.slug, institution]));
  // Longest first: "central johannesburg tvet" before "johannesburg".
  const aliases = institutions.flatMap(aliasesOf).sort((a, b) => b.text.length - a.text.length);
  const knownWords = new Set(aliases.flatMap((alias) => alias.text.split(' ')));

  function find(question: string): InstitutionFact[] {
    return located(question).institutions;
  }

  /** The institutions named, and the question's normalised text with their names blanked out. */
  function located(question: string): { institutions: InstitutionFact[]; rest: string } {
    let text = normaliseText(question);
    const found: { slug: string; at: number }[] = [];
    for (const alias of aliases) {
      const at = text.indexOf(` ${alias.text} `);
      if (at < 0) continue;
      if (
        alias.capitalsOnly &&
        !namedInCapitals(question, alias.text) &&
        !AFTER_PREPOSITION(alias.text).test(text) &&
        !BEFORE_ADMISSIONS_WORD(alias.text).test(text)
      )
        continue;
      found.push({ slug: alias.slug, at });
      text = `${text.slice(0, at + 1)}${'#'.repeat(alias.text.length)}${text.slice(at + 1 + alias.text.length)}`;
    }
    const named = found.sort((a, b) => a.at - b.at).map((entry) => entry.slug);
    // "the CAO fee": every institution the CAO applies to, unless the question names one of them.
    for (const [pattern, members] of GROUPS) if (pattern.test(text) && !members.some((slug) => named.includes(slug))) named.push(...members);
    const slugs = [...new Set(named)];
    return { institutions: slugs.flatMap((slug) => bySlug.get(slug) ?? []), rest: text.replace(/#+/g, ' ') };
  }

  function unknownName(question: string): string | null {
    const text = normaliseText(question);
    if (!VARSITY_WORDS.test(text) || find(question).length > 0) return null;
    const patterns = [/ ([a-z]{3,}) (university|college|uni) /, / (university|college) of ([a-z]{3,}) /];
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      const word = match?.[1] === 'university' || match?.[1] === 'college' ? match?.[2] : match?.[1];
      // A function word ("tvet and university", "between a college") names nothing.
      if (word && !GENERIC_BEFORE.has(word) && !STOP_WORDS.has(word) && !knownWords.has(word)) return word;
    }
    return null;
  }

  return { find, unknownName, rest: (question: string) => located(question).rest };
}
