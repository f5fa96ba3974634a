// Wits: the best seven subjects including Life Orientation (aps.md section 5).
// Points: 90-100% = 8, 80-89 = 7, 70-79 = 6, 60-69 = 5, 50-59 = 4, 40-49 = 3, below 40% = 0.
// English and Mathematics get +2 at 60% or more (10/9/8/7). Life Orientation: 4/3/2/1 for
// 90+/80+/70+/60+, 0 below 60%. Faculty-required subjects must be among the seven.
// Source: Wits Guide for Undergraduate Applicants 2023, https://issuu.com./witsmarketing/docs/2023_guide_for_undergrad_applicants_web/s/14979264
// and the older official page http://www.wits.ac.za/prospective/undergraduate/11639/admissionrequirements.html

import { apsRuleTexts } from '../../aps-texts.ts';
import { isEnglish, isLifeOrientation, isMathematics, isTwentyCreditSubject } from '../nsc-subject-names.ts';
import type { SubjectMark } from '../nsc-subject-names.ts';
import { banded, bestOf, scoreEntries, toResult } from './best-of.ts';
import type { ApsRulePack, ScoreScale } from '../aps.ts';

const OTHER_SUBJECTS = 6;
const BANDS = [
  [90, 8],
  [80, 7],
  [70, 6],
  [60, 5],
  [50, 4],
  [40, 3],
] as const;
const LIFE_ORIENTATION_BANDS = [
  [90, 4],
  [80, 3],
  [70, 2],
  [60, 1],
] as const;
const BONUS = 2;
const BONUS_FROM = 60;
// Life Orientation 4 + English 10 + Mathematics 10 + four more subjects at 8.
const SCALE: ScoreScale = { unit: 'aps', maxScore: 56 };

function subjectPoints({ subject, mark }: SubjectMark): number {
  const bonus = (isEnglish(subject) || isMathematics(subject)) && mark >= BONUS_FROM ? BONUS : 0;
  return banded(BANDS, mark) + bonus;
}

export const witsPack: ApsRulePack = {
  id: 'wits',
  institutionSlugs: ['wits'],
  name: 'Wits APS: best seven subjects including Life Orientation, English and Mathematics bonus',
  ...SCALE,
  scale: 'points',
  sourceUrl: 'https://issuu.com./witsmarketing/docs/2023_guide_for_undergrad_applicants_web/s/14979264',
  notes:
    'Mathematical Literacy is accepted only for LLB, Education and Humanities (not Speech-Language Pathology or Audiology); Commerce, Engineering and Science need Mathematics. Confirm with the institution.',
  score(marks, options) {
    const lifeOrientation = scoreEntries(marks, isLifeOrientation, (entry) => banded(LIFE_ORIENTATION_BANDS, entry.mark));
    const others = bestOf(marks, { count: OTHER_SUBJECTS, eligible: isTwentyCreditSubject, points: subjectPoints }, options);
    return toResult([...others, ...lifeOrientation], OTHER_SUBJECTS + 1, SCALE, apsRuleTexts.wits);
  },
};
