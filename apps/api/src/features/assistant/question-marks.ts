import type { SubjectMark } from '@kusasa/domain/rules/aps';

// Marks a learner writes into a question ("I got 75% for maths", "maths 70 english 65 LO 80"),
// as NSC subjects the domain's APS rules can count. A number is a mark only with a percent sign
// or next to a subject, so ages, years and rand amounts are not read as marks.

// NSC languages as learners write them: "isizulu fal", "eng hl", "sesotho home language"; a
// language written without HL/FAL is taken as the level most learners take it at.
const FAL = '(?: fal| first additional(?: language)?| 1st add(?:itional)?| eerste addisionele taal| eat)';
const HL = '(?: hl| ht| home(?: lang(?:uage)?)?| huistaal)';
const LANGUAGES: readonly [words: string, name: string, usual: 'Home' | 'First Additional'][] = [
  ['eng(?:lish|elsi)?', 'English', 'First Additional'],
  ['afr(?:ikaans)?', 'Afrikaans', 'First Additional'],
  ['(?:isi)?zulu', 'isiZulu', 'Home'],
  ['(?:isi)?xhosa', 'isiXhosa', 'Home'],
  ['(?:isi)?ndebele', 'isiNdebele', 'Home'],
  ['(?:si)?swati', 'Siswati', 'Home'],
  ['sepedi|northern sotho', 'Sepedi', 'Home'],
  ['setswana|tswana', 'Setswana', 'Home'],
  ['sesotho|sotho', 'Sesotho', 'Home'],
  ['tshivenda|venda', 'Tshivenda', 'Home'],
  ['xitsonga|tsonga', 'Xitsonga', 'Home'],
];
const languagePatterns = (): [RegExp, string][] =>
  LANGUAGES.flatMap(([words, name, usual]): [RegExp, string][] => [
    [new RegExp(`(?:${words})${FAL}`), `${name} First Additional Language`],
    [new RegExp(`(?:${words})${HL}`), `${name} Home Language`],
    [new RegExp(`(?:${words})`), `${name} ${usual} Language`],
  ]);

const SUBJECTS: readonly [RegExp, string][] = [
  [/maths? lit(eracy)?|mathematical literacy|math lit|mathslit|ml|wiskundige geletterdheid/, 'Mathematical Literacy'],
  [/tech(nical)? maths?|technical mathematics/, 'Technical Mathematics'],
  [/tech(nical)? sci(ence)?s?|technical sciences?/, 'Technical Sciences'],
  [/maths?|mathematics|wiskunde|mathematic/, 'Mathematics'],
  ...languagePatterns(),
  [/physical sciences?|physical science|physics|phys(ical)? sci|physci|phy sci|ps|phys|fisiese wetenskap(pe)?|natuurwetenskap(pe)?/, 'Physical Sciences'],
  [/life sciences?|life sci|life science|lifesci|biology|bio|ls|lewenswetenskap(pe)?/, 'Life Sciences'],
  [/life orientation|lo|lewensorientering|lewensoriëntering/, 'Life Orientation'],
  [/accounting|accounts|acc|rekeningkunde/, 'Accounting'],
  [/business studies|business|bus stud|bs|besigheidstudies/, 'Business Studies'],
  [/economics|econ|ekonomie/, 'Economics'],
  [/geography|geo|geografie/, 'Geography'],
  [/history|hist|geskiedenis/, 'History'],
  [/cat|computer applications( technology)?/, 'Computer Applications Technology'],
  [/information technology|info tech|it/, 'Information Technology'],
  [/tourism|toerisme/, 'Tourism'],
  [/agric(ultural)? management( practices?)?|amp/, 'Agricultural Management Practices'],
  [/agric(ultural)? tech(nology)?/, 'Agricultural Technology'],
  [/agric(ultural)? sciences?|agric|agri/, 'Agricultural Sciences'],
  [/egd|engineering graphics?( and design)?|eng graphics|graphics and design/, 'Engineering Graphics and Design'],
  [/electrical tech(nology)?|elec tech/, 'Electrical Technology'],
  [/civil tech(nology)?/, 'Civil Technology'],
  [/mechanical tech(nology)?|mech tech/, 'Mechanical Technology'],
  [/dance( studies)?/, 'Dance Studies'],
  [/marine sciences?/, 'Marine Sciences'],
  [/maritime economics/, 'Maritime Economics'],
  [/nautical sciences?/, 'Nautical Science'],
  [/consumer studies/, 'Consumer Studies'],
  [/hospitality( studies)?/, 'Hospitality Studies'],
  [/dramatic arts|drama/, 'Dramatic Arts'],
  [/visual arts/, 'Visual Arts'],
  [/music/, 'Music'],
  [/religion studies/, 'Religion Studies'],
];

/** Groups inside the subject patterns must not capture, or they would shift the mark's group. */
const nonCapturing = (source: string) => source.replace(/\((?!\?)/g, '(?:');
const SUBJECT_SOURCE = SUBJECTS.map(([pattern]) => `(?:${nonCapturing(pattern.source)})`).join('|');
const MARK = '(\\d{1,3})(?:\\s*(%|percent|persent))?';
/** "maths 75", "maths: 75%", "maths = 75" */
const SUBJECT_THEN_MARK = new RegExp(`\\b(${SUBJECT_SOURCE})\\s*(?:[:=-]|is|was|got|of)?\\s*${MARK}(?!\\d|\\.\\d)`, 'g');
/** "75% for maths", "75% in maths", "75 percent maths", "65 in maths" */
const MARK_THEN_SUBJECT = new RegExp(
  `(?<![\\d.r])(\\d{1,3})\\s*(?:(?:%|percent|persent)\\s*(?:for|in|on|at)?|(?:for|in))\\s*(?:my\\s+)?\\b(${SUBJECT_SOURCE})\\b`,
  'g',
);
const BARE_PERCENT = /(?<![\d.r])(\d{1,3})\s*(%|percent|persent)/g;
/** "how many points is a 55", "what level is my 68": a number without a percent sign, asked about as points or a level. */
const POINTS_ASKED = /\b(how many|what|how much)\b.*\b(points?|level|worth|aps)\b|\bworth\b/;
const NUMBER_AS_MARK =
  /\b(?:a|an|my|get|got|with|of|for|is)\s+(\d{1,3})\b(?!\s*(?:%|subjects?|points?|aps|years?|months?|days?|weeks?|documents?|applications?|distinctions?|rand|[rk]\b|\/))/;
/** "60 maths 55 eng 70 zulu": every mark written before its subject, with nothing between. */
const LOOSE_MARK_THEN_SUBJECT = new RegExp(`(?<![\\d.r])(\\d{1,3})\\s*%?\\s+(${SUBJECT_SOURCE})\\b`, 'g');
const FIRST_IS_MARK = new RegExp(`^\\D*?\\d{1,3}\\s*%?\\s+(?:${SUBJECT_SOURCE})\\b`);
const LAST_IS_SUBJECT = new RegExp(`\\b(?:${SUBJECT_SOURCE})\\s*[^\\d\\s]*\\D*$`);

/** Marks written before their subjects throughout: the list starts with a mark and ends with a subject. */
const marksComeFirst = (text: string) => FIRST_IS_MARK.test(text) && LAST_IS_SUBJECT.test(text.replace(/\b(wat|what|whats|my|aps|is|points)\b/g, ' ').trim());

function subjectOf(words: string): string | null {
  const found = SUBJECTS.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(words.trim()));
  return found ? found[1] : null;
}

/** "31 oct", "15 December": a day of a month, never a mark. */
const DAY_OF_MONTH = /\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/g;
/** "N4 business", "after N6", "NQF 5", "grade 12 maths": a level of study or a school grade, never a mark. */
const STUDY_LEVEL = /\b(n ?[1-6]|nqf ?(level )?\d{1,2}|(grade|gr|graad) ?\d{1,2})\b/g;

const isMark = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;

/** Short subject names that are also English words ("it", "cat"): a subject only next to a mark. */
const AMBIGUOUS = new Set(['it', 'ps', 'ls', 'ml', 'bs', 'cat', 'acc', 'eat', 'bio']);
const ANY_SUBJECT = new RegExp(`\\b(${SUBJECT_SOURCE})\\b`, 'g');

/** The different subjects a text names anywhere, leaving out the ambiguous short names. */
function subjectsNamedIn(text: string): string[] {
  const subjects = [...text.matchAll(ANY_SUBJECT)].flatMap((match) => (AMBIGUOUS.has(match[1] ?? '') ? [] : [subjectOf(match[1] ?? '') ?? []]).flat());
  return [...new Set(subjects)];
}

/** "my marks are 70, 60, 50, 80, 49 and 39": four or more marks listed without their subjects. */
const MARK_LIST_UNNAMED = /(?<![\d.r])\d{1,3}%?(?:\s*(?:,|and|&|\/)\s*\d{1,3}%?){3,}(?!\d|\.\d)/;

/** Marks listed without subjects, when the question asks for points; empty otherwise. */
export function unnamedMarks(question: string): number[] {
  const text = question.toLowerCase().replace(DAY_OF_MONTH, ' ').replace(STUDY_LEVEL, ' ');
  if (!/\b(aps|points?|score)\b/.test(text)) return [];
  const list = MARK_LIST_UNNAMED.exec(text)?.[0] ?? '';
  const marks = [...list.matchAll(/\d{1,3}/g)].map((match) => Number(match[0]));
  return marks.every(isMark) ? marks : [];
}

export interface QuestionMarks {
  /** Marks with their subject, in the order written; one per subject. */
  marks: SubjectMark[];
  /** A percentage written without a subject ("what is 75% worth?"). */
  bareMark: number | null;
  /** One mark for every subject ("if I get 80% in everything", "70 in all my subjects"). */
  sameInAll: number | null;
}

/** "80% in everything", "70 for all 7 subjects", "60% in each subject": one mark for every subject. */
const SAME_IN_ALL =
  /(?<![\d.r])(\d{1,3})\s*(?:%|percent|persent)?\s*(?:in|for|on|across|of)\s+(?:everything|every subject|each subject|all(?: of)?(?: my| the)?(?: \d| seven| six)?(?: my)? (?:subjects|of them)|all of them|all)\b/;

export function marksInQuestion(question: string): QuestionMarks {
  const text = question.toLowerCase().replace(/[’`']/g, '').replace(DAY_OF_MONTH, ' ').replace(STUDY_LEVEL, ' ');
  const found = new Map<string, { mark: number; at: number; loose: boolean }>();
  const add = (subjectWords: string, value: string, at: number, sign = '') => {
    const subject = subjectOf(subjectWords);
    const mark = Number(value);
    const loose = AMBIGUOUS.has(subjectWords.trim()) && sign === '';
    if (subject && isMark(mark) && !found.has(subject)) found.set(subject, { mark, at, loose });
  };
  for (const match of text.matchAll(MARK_THEN_SUBJECT)) add(match[2] ?? '', match[1] ?? '', match.index);
  if (marksComeFirst(text)) for (const match of text.matchAll(LOOSE_MARK_THEN_SUBJECT)) add(match[2] ?? '', match[1] ?? '', match.index);
  for (const match of text.matchAll(SUBJECT_THEN_MARK)) add(match[1] ?? '', match[2] ?? '', match.index, match[3] ?? '');
  // "was it 31 oct": a short subject name that is also an English word ("it", "cat") with a bare
  // number is a mark only among other marks; a number before a month is a day.
  for (const [subject, entry] of found) if (found.size === 1 && entry.loose) found.delete(subject);
  const marks = [...found.entries()].sort((a, b) => a[1].at - b[1].at).map(([subject, { mark }]) => ({ subject, mark }));
  let bareMark: number | null = null;
  const same = Number(SAME_IN_ALL.exec(text)?.[1] ?? NaN);
  if (marks.length === 0 && isMark(same)) return { marks, bareMark: null, sameInAll: same };
  if (marks.length === 0) {
    const bare = [...text.matchAll(BARE_PERCENT)].map((match) => Number(match[1])).find(isMark);
    const unsigned = POINTS_ASKED.test(text) ? Number(NUMBER_AS_MARK.exec(text)?.[1] ?? NaN) : NaN;
    bareMark = bare ?? (isMark(unsigned) ? unsigned : null);
    // "How many points does LO give at Wits if I got 85%?": the one subject named elsewhere is the mark's.
    const named = bareMark === null ? [] : subjectsNamedIn(text);
    if (named.length === 1) return { marks: [{ subject: named[0]!, mark: bareMark! }], bareMark: null, sameInAll: null };
  }
  return { marks, bareMark, sameInAll: null };
}
