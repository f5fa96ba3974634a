// UFS: six subjects on a scale with an extra top band, 90-100% = 8, 80-89 = 7 ... 30-39 = 2,
// below 30% = 0; Life Orientation earns 1 point at 60% or more (aps.md section 5).
// Source (restating the UFS table): https://courses24.co.za/how-are-ufs-points-calculated/

import { apsRuleTexts } from '../../aps-texts.ts';
import { isLifeOrientation, isTwentyCreditSubject } from '../nsc-subject-names.ts';
import { banded, bestOf, scoreEntries, toResult } from './best-of.ts';
import type { ApsRulePack, ScoreScale } from '../aps.ts';

const SUBJECTS = 6;
const BANDS = [
  [90, 8],
  [80, 7],
  [70, 6],
  [60, 5],
  [50, 4],
  [40, 3],
  [30, 2],
] as const;
const LIFE_ORIENTATION_BANDS = [[60, 1]] as const;
// Six subjects at 8 plus the Life Orientation point.
const SCALE: ScoreScale = { unit: 'aps', maxScore: 49 };

export const ufsPack: ApsRulePack = {
  id: 'ufs',
  institutionSlugs: ['ufs'],
  name: 'UFS AP score: best six subjects with a 90% band, plus a Life Orientation point',
  ...SCALE,
  scale: 'points',
  sourceUrl: 'https://courses24.co.za/how-are-ufs-points-calculated/',
  notes: 'Taken from a guide restating the UFS table, not from UFS itself. UFS also lists compulsory National Benchmark Tests. Confirm with the institution.',
  score(marks, options) {
    const lifeOrientation = scoreEntries(marks, isLifeOrientation, (entry) => banded(LIFE_ORIENTATION_BANDS, entry.mark));
    const others = bestOf(marks, { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => banded(BANDS, entry.mark) }, options);
    return toResult([...others, ...lifeOrientation], SUBJECTS + 1, SCALE, apsRuleTexts.ufs);
  },
};
