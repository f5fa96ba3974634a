// The NSC pass type a set of Grade 12 marks reaches, by the statutory rules (aps.md sections 2-3):
// - NSC: 40% in three subjects, one an official language at Home Language level; 30% in three
//   others; at most one subject failed. Sources: http://www.abbotts.co.za/additional-info/promotion-requirements-grade-10-12/
//   and https://www.careersportal.co.za/high-school/grade-12/what-are-the-different-nsc-passes
// - Higher Certificate, Diploma, Bachelor's: GN 751 of 2008 s4, http://www.acts.co.za/higher-education-act-1997/n751_4__minimum_requirements_for_admission_to_the_higher_certificate_diploma_and_bachelor_s_degree.php
//   (NSC + 30% in the language of learning and teaching; + level 3 / level 4 in four 20-credit subjects).
// Since DBE Circular S8 of 2018 any four 20-credit subjects count; the pre-2018 designated list is not applied.

import { isHomeLanguage, isLanguageOfTeaching, isTwentyCreditSubject, bestMarkPerSubject } from './nsc-subject-names.ts';
import type { SubjectMark } from './nsc-subject-names.ts';
import { nscPassTexts } from '../aps-texts.ts';

export const NSC_PASS_TYPES = ['none', 'nsc', 'higher_certificate', 'diploma', 'bachelor'] as const;
export type NscPassType = (typeof NSC_PASS_TYPES)[number];

export type NscPassShortfall =
  | { kind: 'home_language' }
  | { kind: 'subjects_at_40'; needed: 3; have: number }
  | { kind: 'subjects_at_30'; needed: 6; have: number }
  | { kind: 'too_many_failed'; failed: number }
  | { kind: 'language_of_teaching' }
  | { kind: 'subjects_at_level'; minMark: 40 | 50; needed: 4; have: number };

export type NscPassResult = {
  passType: NscPassType;
  /** Why the marks miss the next pass type up; empty for a Bachelor's pass. */
  missing: NscPassShortfall[];
};

const PASS_MARK = 30;
const HOME_LANGUAGE_MARK = 40;

function nscShortfalls(marks: readonly SubjectMark[]): NscPassShortfall[] {
  const shortfalls: NscPassShortfall[] = [];
  const at40 = marks.filter((entry) => entry.mark >= 40).length;
  const at30 = marks.filter((entry) => entry.mark >= PASS_MARK).length;
  const failed = marks.length - at30;
  if (!marks.some((entry) => isHomeLanguage(entry.subject) && entry.mark >= HOME_LANGUAGE_MARK)) {
    shortfalls.push({ kind: 'home_language' });
  }
  // With a Home Language at 40%, "two more at 40% and three more at 30%" is 3 at 40% and 6 at 30% in all.
  if (at40 < 3) shortfalls.push({ kind: 'subjects_at_40', needed: 3, have: at40 });
  if (at30 < 6) shortfalls.push({ kind: 'subjects_at_30', needed: 6, have: at30 });
  if (failed > 1) shortfalls.push({ kind: 'too_many_failed', failed });
  return shortfalls;
}

function twentyCreditShortfall(marks: readonly SubjectMark[], minMark: 40 | 50): NscPassShortfall[] {
  const have = marks.filter((entry) => isTwentyCreditSubject(entry.subject) && entry.mark >= minMark).length;
  return have >= 4 ? [] : [{ kind: 'subjects_at_level', minMark, needed: 4, have }];
}

export function nscPassType(input: readonly SubjectMark[]): NscPassResult {
  const marks = bestMarkPerSubject(input);
  const nsc = nscShortfalls(marks);
  if (nsc.length > 0) return { passType: 'none', missing: nsc };
  if (!marks.some((entry) => isLanguageOfTeaching(entry.subject) && entry.mark >= PASS_MARK)) {
    return { passType: 'nsc', missing: [{ kind: 'language_of_teaching' }] };
  }
  const diploma = twentyCreditShortfall(marks, 40);
  if (diploma.length > 0) return { passType: 'higher_certificate', missing: diploma };
  const bachelor = twentyCreditShortfall(marks, 50);
  if (bachelor.length > 0) return { passType: 'diploma', missing: bachelor };
  return { passType: 'bachelor', missing: [] };
}

/** True when a pass type is at least as high as another (a Bachelor's pass also satisfies diploma entry). */
export function passTypeAtLeast(passType: NscPassType, needed: NscPassType): boolean {
  return NSC_PASS_TYPES.indexOf(passType) >= NSC_PASS_TYPES.indexOf(needed);
}

/** The sentence shown for one missing requirement. */
export function nscShortfallMessage(shortfall: NscPassShortfall): string {
  const reasons = nscPassTexts.reasons;
  switch (shortfall.kind) {
    case 'home_language':
      return reasons.homeLanguage;
    case 'subjects_at_40':
      return reasons.subjectsAt40(shortfall.have);
    case 'subjects_at_30':
      return reasons.subjectsAt30(shortfall.have);
    case 'too_many_failed':
      return reasons.tooManyFailed(shortfall.failed);
    case 'language_of_teaching':
      return reasons.languageOfTeaching;
    case 'subjects_at_level':
      return reasons.subjectsAtLevel(shortfall.minMark, shortfall.needed, shortfall.have);
  }
}
