// UKZN, DUT, MUT and UNIZULU through the KZN Central Applications Office (CAO): points use the CAO
// default, the NSC levels (1-7) of the top six subjects with Life Orientation excluded (aps.md
// section 5). Many programmes also set a minimum Life Orientation level (e.g. UKZN "Engl and LO 4");
// that is a subject requirement of the programme, checked by eligibility, not a point.
// Source: CAO Handbook 2025, http://online.flipbuilder.com/vfqty/fken/files/basic-html/page36.html
// and p.103 (UKZN/DUT engineering entries), http://online.flipbuilder.com/vfqty/clzd/files/basic-html/page103.html
// aps.md gives no 8-point (90%+) band for UKZN; none is applied here.

import { apsRuleTexts } from '../../aps-texts.ts';
import { nscLevel } from '../nsc-levels.ts';
import { isTwentyCreditSubject } from '../nsc-subject-names.ts';
import { bestOf, toResult } from './best-of.ts';
import type { ApsRulePack } from '../aps.ts';

const SUBJECTS = 6;

export const ukznPack: ApsRulePack = {
  id: 'ukzn-cao',
  institutionSlugs: ['ukzn', 'dut', 'mut', 'unizulu'],
  name: 'KZN CAO points (UKZN, DUT, MUT, UNIZULU): NSC levels, best six subjects (excluding Life Orientation)',
  maxScore: 42,
  scale: 'points',
  sourceUrl: 'http://online.flipbuilder.com/vfqty/fken/files/basic-html/page36.html',
  notes: 'Many programmes also need a minimum Life Orientation level. Some institutions double Mathematics and Science points for Engineering, and DUT ranks some engineering applicants by Mathematics % + Physical Sciences % (at least 100); neither is applied here. Confirm with the institution.',
  score(marks, options) {
    const counted = bestOf(marks, { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => nscLevel(entry.mark) }, options);
    return toResult(counted, SUBJECTS, 42, apsRuleTexts['ukzn-cao']);
  },
};
