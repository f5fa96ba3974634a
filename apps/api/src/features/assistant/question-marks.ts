import type { SubjectMark } from '@kusasa/domain/rules/aps';

// Marks a learner writes into a question ("I got 75% for maths", "maths 70 english 65 LO 80"),
// as NSC subjects the domain's APS rules can count. A number is a mark only with a percent sign
// or next to a subject, so ages, years and rand amounts are not read as marks.

const SUBJECTS: readonly [RegExp, string][] = [
  [/maths? lit(eracy)?|mathematical literacy|math lit/, 'Mathematical Literacy'],
  [/tech(nical)? maths?/, 'Technical Mathematics'],
  [/maths?|mathematics|wiskunde/, 'Mathematics'],
  [/english (hl|home language)/, 'English Home Language'],
  [/english( fal| first additional( language)?)?|eng/, 'English First Additional Language'],
  [/afrikaans (hl|home language)/, 'Afrikaans Home Language'],
  [/afrikaans( fal)?/, 'Afrikaans First Additional Language'],
  [/(isi)?zulu( hl| home language)?/, 'isiZulu Home Language'],
  [/(isi)?xhosa( hl| home language)?/, 'isiXhosa Home Language'],
  [/sepedi( hl| home language)?/, 'Sepedi Home Language'],
  [/setswana( hl| home language)?/, 'Setswana Home Language'],
  [/sesotho( hl| home language)?/, 'Sesotho Home Language'],
  [/tshivenda( hl)?|venda/, 'Tshivenda Home Language'],
  [/xitsonga( hl)?|tsonga/, 'Xitsonga Home Language'],
  [/physical sciences?|physical science|physics|phys sci|physci/, 'Physical Sciences'],
  [/life sciences?|life science|biology|bio/, 'Life Sciences'],
  [/life orientation|lo/, 'Life Orientation'],
  [/accounting|accounts/, 'Accounting'],
  [/business studies|business|bs/, 'Business Studies'],
  [/economics|econ/, 'Economics'],
  [/geography|geo/, 'Geography'],
  [/history/, 'History'],
  [/cat|computer applications( technology)?/, 'Computer Applications Technology'],
  [/information technology/, 'Information Technology'],
  [/tourism/, 'Tourism'],
  [/agric(ultural)? sciences?|agric/, 'Agricultural Sciences'],
  [/egd|engineering graphics( and design)?/, 'Engineering Graphics and Design'],
  [/consumer studies/, 'Consumer Studies'],
  [/dramatic arts|drama/, 'Dramatic Arts'],
  [/visual arts/, 'Visual Arts'],
  [/religion studies/, 'Religion Studies'],
];

/** Groups inside the subject patterns must not capture, or they would shift the mark's group. */
const nonCapturing = (source: string) => source.replace(/\((?!\?)/g, '(?:');
const SUBJECT_SOURCE = SUBJECTS.map(([pattern]) => `(?:${nonCapturing(pattern.source)})`).join('|');
const MARK = '(\\d{1,3})(?:\\s*(%|percent|persent))?';
/** "maths 75", "maths: 75%", "maths = 75" */
const SUBJECT_THEN_MARK = new RegExp(`\\b(${SUBJECT_SOURCE})\\s*(?:[:=-]|is|was|got|of)?\\s*${MARK}(?![\\d.])`, 'g');
/** "75% for maths", "75% in maths", "75 percent maths", "65 in maths" */
const MARK_THEN_SUBJECT = new RegExp(
  `(?<![\\d.r])(\\d{1,3})\\s*(?:(?:%|percent|persent)\\s*(?:for|in|on|at)?|(?:for|in))\\s*(?:my\\s+)?\\b(${SUBJECT_SOURCE})\\b`,
  'g',
);
const BARE_PERCENT = /(?<![\d.r])(\d{1,3})\s*(%|percent|persent)/g;

function subjectOf(words: string): string | null {
  const found = SUBJECTS.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(words.trim()));
  return found ? found[1] : null;
}

const isMark = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;

export interface QuestionMarks {
  /** Marks with their subject, in the order written; one per subject. */
  marks: SubjectMark[];
  /** A percentage written without a subject ("what is 75% worth?"). */
  bareMark: number | null;
}

export function marksInQuestion(question: string): QuestionMarks {
  const text = question.toLowerCase().replace(/[’`']/g, '');
  const found = new Map<string, { mark: number; at: number }>();
  const add = (subjectWords: string, value: string, at: number) => {
    const subject = subjectOf(subjectWords);
    const mark = Number(value);
    if (subject && isMark(mark) && !found.has(subject)) found.set(subject, { mark, at });
  };
  for (const match of text.matchAll(MARK_THEN_SUBJECT)) add(match[2] ?? '', match[1] ?? '', match.index);
  for (const match of text.matchAll(SUBJECT_THEN_MARK)) add(match[1] ?? '', match[2] ?? '', match.index);
  const marks = [...found.entries()].sort((a, b) => a[1].at - b[1].at).map(([subject, { mark }]) => ({ subject, mark }));
  let bareMark: number | null = null;
  if (marks.length === 0) {
    const bare = [...text.matchAll(BARE_PERCENT)].map((match) => Number(match[1])).find(isMark);
    bareMark = bare ?? null;
  }
  return { marks, bareMark };
}
