import type { ExtractedSubject } from '../schemas/documents.ts';

// Subject lines of a results statement, for the results check (document-checks.ts).

const NOT_SUBJECT_WORDS = new Set([
  'grade',
  'year',
  'total',
  'average',
  'aggregate',
  'page',
  'date',
  'id',
  'number',
  'no',
  'school',
  'student',
  'learner',
  'examination',
  'exam',
  'results',
  'result',
  'certificate',
  'term',
  'age',
  'class',
  'registration',
  'candidate',
  'centre',
  'center',
  'code',
  'phone',
  'tel',
  'postal',
  'aps',
]);

/** Lines such as 'Mathematics 78%', 'Physical Sciences 65' or 'Life Orientation: 80 %' (one entry per subject, first kept). */
export function extractSubjects(text: string): ExtractedSubject[] {
  const subjects = new Map<string, ExtractedSubject>();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim().replace(/\s+/g, ' ');
    const match = /^([A-Za-z][A-Za-z&()'/.\- ]*[A-Za-z)])\s*[:\-–]?\s*(\d{1,3})\s*(%?)\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, rawName = '', rawMark = '', percent, rest = ''] = match;
    const name = rawName.replace(/[\s.:\-–]+$/, '').trim();
    const mark = Number(rawMark);
    const firstWord = name.split(' ')[0]?.toLowerCase() ?? '';
    if (mark > 100 || name.replace(/[^A-Za-z]/g, '').length < 3 || NOT_SUBJECT_WORDS.has(firstWord)) continue;
    // A mark is the end of the line, or a percentage, or followed by the NSC level ('78% Level 6').
    if (!percent && rest !== '' && !/^(level|lvl|l)?\s*\d?$/i.test(rest)) continue;
    const key = name.toLowerCase();
    if (!subjects.has(key)) subjects.set(key, { name, mark });
  }
  return [...subjects.values()];
}
