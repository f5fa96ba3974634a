// What the APS and pass rules need to know about a subject, from its NSC name as written in the
// catalogue's subjects.json ('English Home Language', 'Life Orientation', ...). Every recognised NSC
// subject is worth 20 credits except Life Orientation (10): GN 751/2008 s3, aps.md section 1.

export type SubjectMark = { subject: string; mark: number };

const LIFE_ORIENTATION = 'life orientation';
const ENGLISH = ['english home language', 'english first additional language'];
const LANGUAGES_OF_TEACHING = [...ENGLISH, 'afrikaans home language', 'afrikaans first additional language'];

/** Case and spacing do not matter: ' life  orientation' names the same subject. */
export function subjectKey(subject: string): string {
  return subject.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function sameSubject(a: string, b: string): boolean {
  return subjectKey(a) === subjectKey(b);
}

export function isLifeOrientation(subject: string): boolean {
  return subjectKey(subject) === LIFE_ORIENTATION;
}

/** Everything but Life Orientation; an unlisted subject ('Other') is taken to be a 20-credit subject. */
export function isTwentyCreditSubject(subject: string): boolean {
  return !isLifeOrientation(subject);
}

export function isHomeLanguage(subject: string): boolean {
  return subjectKey(subject).endsWith(' home language');
}

export function isFirstAdditionalLanguage(subject: string): boolean {
  return subjectKey(subject).endsWith(' first additional language');
}

export function isEnglish(subject: string): boolean {
  return ENGLISH.includes(subjectKey(subject));
}

export function isMathematics(subject: string): boolean {
  return subjectKey(subject) === 'mathematics';
}

/** English or Afrikaans at Home or First Additional Language level: the languages universities teach in. */
export function isLanguageOfTeaching(subject: string): boolean {
  return LANGUAGES_OF_TEACHING.includes(subjectKey(subject));
}

/** One entry per subject, keeping the higher mark when a subject was entered twice; input order kept. */
export function bestMarkPerSubject(marks: readonly SubjectMark[]): SubjectMark[] {
  const best = new Map<string, SubjectMark>();
  for (const entry of marks) {
    const key = subjectKey(entry.subject);
    const seen = best.get(key);
    if (!seen || entry.mark > seen.mark) best.set(key, { subject: entry.subject.trim(), mark: entry.mark });
  }
  return [...best.values()];
}
