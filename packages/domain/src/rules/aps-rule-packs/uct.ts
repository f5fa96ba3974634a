// UCT uses percentages, not levels (aps.md section 5). Base score: the sum of the percentages of the
// best six subjects excluding Life Orientation (max 600); English and programme-required subjects
// must be included; a subject below 40% adds 0. Commerce, Humanities and Law use this /600 score.
// Science uses a score out of 800 with Mathematics and Physical Sciences doubled.
// Sources: https://courses24.co.za/how-are-uct-points-calculated/ (FPS/WPS worked examples),
// https://www.varsitywise.com/posts/how-uct-calculates-aps-fps-and-wps-scores (Science /800; <40% = 0)
// Not modelled: the Engineering & the Built Environment FPS, which needs NBT scores
// (https://collegelist.co.za/2019/09/02/admission-requirements-engineering-built-environment-uct-2/),
// and the Weighted Points Score's disadvantage-factor adjustment.

import { apsRuleTexts } from '../../aps-texts.ts';
import { isMathematics, isTwentyCreditSubject, sameSubject } from '../nsc-subject-names.ts';
import type { SubjectMark } from '../nsc-subject-names.ts';
import { ENGLISH_GROUP, bestOf, toResult } from './best-of.ts';
import type { ApsRulePack, ScoreScale } from '../aps.ts';

const SUBJECTS = 6;
const COUNTS_FROM = 40;
// aps.md section 5: UCT calls the faculty's score its Faculty Points Score (FPS).
const BASE_SCALE: ScoreScale = { unit: 'faculty-points-score', maxScore: 600 };
const SCIENCE_SCALE: ScoreScale = { unit: 'faculty-points-score', maxScore: 800 };

function percentPoints(mark: number): number {
  return mark >= COUNTS_FROM ? mark : 0;
}

function isPhysicalSciences(subject: string): boolean {
  return sameSubject(subject, 'Physical Sciences');
}

export const uctPack: ApsRulePack = {
  id: 'uct',
  institutionSlugs: ['uct'],
  name: 'UCT points: percentages of the best six subjects (out of 600)',
  ...BASE_SCALE,
  scale: 'percent',
  sourceUrl: 'https://courses24.co.za/how-are-uct-points-calculated/',
  notes:
    'The base score used by Commerce, Humanities and Law. Science uses a score out of 800; Engineering & the Built Environment adds National Benchmark Test results; the Weighted Points Score adds a disadvantage-factor adjustment. These come from guides restating UCT rules: confirm with the institution.',
  score(marks, options) {
    const counted = bestOf(
      marks,
      { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => percentPoints(entry.mark), required: [ENGLISH_GROUP] },
      options,
    );
    return toResult(counted, SUBJECTS, BASE_SCALE, apsRuleTexts.uct);
  },
};

function sciencePoints({ subject, mark }: SubjectMark): number {
  const weight = isMathematics(subject) || isPhysicalSciences(subject) ? 2 : 1;
  return percentPoints(mark) * weight;
}

export const uctSciencePack: ApsRulePack = {
  id: 'uct-science',
  // Listed after the base UCT pack, so it is used only where a programme names it.
  institutionSlugs: ['uct'],
  name: 'UCT Science points: best six subjects with Mathematics and Physical Sciences doubled (out of 800)',
  ...SCIENCE_SCALE,
  scale: 'percent',
  sourceUrl: 'https://www.varsitywise.com/posts/how-uct-calculates-aps-fps-and-wps-scores',
  notes: 'For the Faculty of Science. Taken from a guide restating UCT rules: confirm with the institution.',
  score(marks, options) {
    const counted = bestOf(
      marks,
      {
        count: SUBJECTS,
        eligible: isTwentyCreditSubject,
        points: sciencePoints,
        required: [ENGLISH_GROUP, ['Mathematics'], ['Physical Sciences']],
      },
      options,
    );
    return toResult(counted, SUBJECTS, SCIENCE_SCALE, apsRuleTexts['uct-science']);
  },
};
