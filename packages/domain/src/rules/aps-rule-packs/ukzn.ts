// Two packs for KwaZulu-Natal institutions that admit through the Central Applications Office (CAO).
//
// UKZN (and UNIZULU, which publishes the same 8-point table): UKZN's own APS document. The NSC
// levels of six subjects, Life Orientation excluded ("no points will be allocated for LO"), except
// that "UKZN will recognize academic excellence by awarding 8 points to a subject with a
// performance level of 90-100%" (90-100% = 8, 80-89% = 7 ... 30-39% = 2, 0-29% = 1). "If more than
// seven subjects were taken, the APS is calculated by adding the performance ratings of English (HL
// or FAL) plus Mathematics or Mathematics Literacy plus the best ratings of four other subjects
// (Excluding LO)"; no bonus points for extra subjects. Life Orientation is a programme requirement
// instead (the 2025 prospectus: "NSC applicants must have obtained a Level 4 pass in Life
// Orientation"; programmes write e.g. "Engl and LO 4"), checked by eligibility, never a point.
// Medicine's bonus points are not modelled.
// Sources: UKZN's "Calculation of APS for National Senior Certificate (NSC-Deg) results" as
// published at https://studymode.com/essays/Aps-Calulation-For-Ukzn-935034.html (with its worked
// example, APS 35) and restated at https://www.prospectus24.co.za/ukzn-admission-requirements/ ;
// UKZN Undergraduate Prospectus 2025 p.14, https://online.flipbuilder.com/vfqty/uwxb/files/basic-html/page22.html
// (it points to the APS table on its p.17, which could not be read here). UNIZULU's table (8 for
// 90-100%, Life Orientation excluded): https://www.applicationsa.com/calculate-unizulu-aps-score/ .
//
// DUT and MUT: the CAO default, the NSC levels (1-7) of the top six subjects, Life Orientation
// excluded (aps.md section 5). CAO Handbook 2025,
// http://online.flipbuilder.com/vfqty/fken/files/basic-html/page36.html and p.103 (UKZN/DUT
// engineering entries), http://online.flipbuilder.com/vfqty/clzd/files/basic-html/page103.html

import { apsRuleTexts } from '../../aps-texts.ts';
import { nscLevel } from '../nsc-levels.ts';
import { isTwentyCreditSubject } from '../nsc-subject-names.ts';
import { ENGLISH_GROUP, banded, bestOf, toResult, type SubjectGroup } from './best-of.ts';
import type { ApsRulePack, ScoreScale } from '../aps.ts';

const SUBJECTS = 6;
const UKZN_BANDS = [
  [90, 8],
  [80, 7],
  [70, 6],
  [60, 5],
  [50, 4],
  [40, 3],
  [30, 2],
  [0, 1],
] as const;
const UKZN_SCALE: ScoreScale = { unit: 'aps', maxScore: 48 };
const CAO_SCALE: ScoreScale = { unit: 'aps', maxScore: 42 };
/** UKZN names Mathematics or Mathematical Literacy; Technical Mathematics counts as an "other" subject. */
const UKZN_MATHEMATICS: SubjectGroup = ['Mathematics', 'Mathematical Literacy'];

export const ukznPack: ApsRulePack = {
  id: 'ukzn-cao',
  institutionSlugs: ['ukzn', 'unizulu'],
  name: 'UKZN APS (also UNIZULU): English, Mathematics and the best four other subjects, 8 points for 90% or more (excluding Life Orientation)',
  ...UKZN_SCALE,
  scale: 'points',
  sourceUrl: 'https://studymode.com/essays/Aps-Calulation-For-Ukzn-935034.html',
  notes:
    "Programmes also need a minimum Life Orientation level (often level 4), checked as a subject requirement. Medicine adds bonus points for some subjects; that is not applied here. The table is UKZN's own document as published by a third party (UNIZULU's from a guide); the prospectus page with the table could not be read. Confirm with the institution.",
  // UKZN's rule names the subjects it always counts and takes "the best ratings of four other
  // subjects": a programme's own subject minimums are checked by eligibility, not forced in here.
  // With seven subjects or fewer every 20-credit subject counts anyway.
  score(marks) {
    const counted = bestOf(
      marks,
      { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => banded(UKZN_BANDS, entry.mark), required: [ENGLISH_GROUP, UKZN_MATHEMATICS] },
      undefined,
    );
    return toResult(counted, SUBJECTS, UKZN_SCALE, apsRuleTexts['ukzn-cao']);
  },
};

export const kznCaoPack: ApsRulePack = {
  id: 'kzn-cao',
  institutionSlugs: ['dut', 'mut'],
  name: 'KZN CAO points (DUT, MUT): NSC levels, best six subjects (excluding Life Orientation)',
  ...CAO_SCALE,
  scale: 'points',
  sourceUrl: 'http://online.flipbuilder.com/vfqty/fken/files/basic-html/page36.html',
  notes:
    'Many programmes also need a minimum Life Orientation level. Some institutions double Mathematics and Science points for Engineering, and DUT ranks some engineering applicants by Mathematics % + Physical Sciences % (at least 100); neither is applied here. Confirm with the institution.',
  score(marks, options) {
    const counted = bestOf(marks, { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => nscLevel(entry.mark) }, options);
    return toResult(counted, SUBJECTS, CAO_SCALE, apsRuleTexts['kzn-cao']);
  },
};
