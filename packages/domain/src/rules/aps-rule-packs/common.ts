// The common APS: sum of the NSC levels (1-7) of the best six 20-credit subjects, Life Orientation
// excluded, maximum 42 (aps.md section 4).
// Source: CAO Handbook 2025, "Understanding the programme choice list",
// http://online.flipbuilder.com/vfqty/fken/files/basic-html/page36.html
// Institutions stating the same method: UP https://eduminders.com/up-admission-point-score/ ,
// UJ https://web.uj.ac.za/digital-books/UJ_Undergraduate_Prospectus_2022/files/assets/basic-html/page-15.html ,
// UL https://ugfacts.net/za/university-limpopo-ul-admission-requirements ,
// CPUT https://www.studentroom.co.za/cput-2026-aps-requirements-for-all-undergraduate-courses

import { apsRuleTexts } from '../../aps-texts.ts';
import { nscLevel } from '../nsc-levels.ts';
import { isTwentyCreditSubject } from '../nsc-subject-names.ts';
import { bestOf, toResult } from './best-of.ts';
import type { ApsRulePack, ScoreScale } from '../aps.ts';

const SUBJECTS = 6;
const SCALE: ScoreScale = { unit: 'aps', maxScore: 42 };

export const commonPack: ApsRulePack = {
  id: 'common',
  institutionSlugs: ['up', 'uj', 'ul', 'cput'],
  name: 'NSC levels, best six subjects (excluding Life Orientation)',
  ...SCALE,
  scale: 'points',
  sourceUrl: 'http://online.flipbuilder.com/vfqty/fken/files/basic-html/page36.html',
  notes:
    'The default method of most institutions. Programmes may require named subjects (such as English or Mathematics) to be among the six. Confirm with the institution.',
  score(marks, options) {
    const counted = bestOf(marks, { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => nscLevel(entry.mark) }, options);
    return toResult(counted, SUBJECTS, SCALE, apsRuleTexts.common);
  },
};

// TUT: LO excluded (aps.md section 4); third-party guides add that level-1 subjects are not counted.
// Source: https://naijaquest.com/tut-education-requirements
export const tutPack: ApsRulePack = {
  id: 'tut',
  institutionSlugs: ['tut'],
  name: 'TUT: NSC levels, best six subjects, level 1 not counted',
  ...SCALE,
  scale: 'points',
  sourceUrl: 'https://naijaquest.com/tut-education-requirements',
  notes: 'That a level-1 subject (below 30%) adds nothing comes from third-party guides, not from TUT itself: confirm with the institution.',
  score(marks, options) {
    const points = (mark: number) => (nscLevel(mark) === 1 ? 0 : nscLevel(mark));
    const counted = bestOf(marks, { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => points(entry.mark) }, options);
    return toResult(counted, SUBJECTS, SCALE, apsRuleTexts.tut);
  },
};
