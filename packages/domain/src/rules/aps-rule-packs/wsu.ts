// WSU: its own rating scale, 90-100% = 9, 80-89 = 8, 70-79 = 7, 60-69 = 6, 50-59 = 5, 40-49 = 4,
// 30-39 = 1 (aps.md section 5), unless a campus prospectus says otherwise.
// Source: WSU Faculty of Engineering & Technology admission page,
// https://wsu.ac.za/~wsuacza/index.php/study-with-us/undergraduate-academic-programmes/faculties/butterworth/faculty-of-engineering-technology
// aps.md gives neither the number of subjects nor the points below 30%: the common best six
// (Life Orientation excluded) and 0 below 30% are applied and flagged in the notes.

import { apsRuleTexts } from '../../aps-texts.ts';
import { isTwentyCreditSubject } from '../nsc-subject-names.ts';
import { banded, bestOf, toResult } from './best-of.ts';
import type { ApsRulePack, ScoreScale } from '../aps.ts';

const SUBJECTS = 6;
const SCALE: ScoreScale = { unit: 'aps', maxScore: 54 };
const BANDS = [
  [90, 9],
  [80, 8],
  [70, 7],
  [60, 6],
  [50, 5],
  [40, 4],
  [30, 1],
] as const;

export const wsuPack: ApsRulePack = {
  id: 'wsu',
  institutionSlugs: ['wsu'],
  name: 'WSU rating scale: best six subjects (excluding Life Orientation)',
  ...SCALE,
  scale: 'points',
  sourceUrl: 'https://wsu.ac.za/~wsuacza/index.php/study-with-us/undergraduate-academic-programmes/faculties/butterworth/faculty-of-engineering-technology',
  notes:
    'The scale is from one faculty page; the number of subjects (six, without Life Orientation) and 0 points below 30% are assumed. A campus prospectus may differ. Confirm with the institution.',
  score(marks, options) {
    const counted = bestOf(marks, { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => banded(BANDS, entry.mark) }, options);
    return toResult(counted, SUBJECTS, SCALE, apsRuleTexts.wsu);
  },
};
