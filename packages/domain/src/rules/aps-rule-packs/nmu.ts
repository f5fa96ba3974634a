// Nelson Mandela University has not used an APS since 2019: it ranks by the Applicant Score (AS),
// "calculated using six NSC 20-credit subjects" (Life Orientation excluded, "as it is only a
// 10-credit NSC subject"), adding their percentages: "This gives a score out of 600."
// - It "MUST include the results for the following three subjects: 1) Home language; 2) 1st Add.
//   Language; and 3) Maths; or Maths Lit; or Technical Maths", and "any subjects required by the
//   qualification for admission".
// - With eight or more subjects: those three, plus the programme's required subjects, plus "the next
//   best / highest subject(s), to a maximum of six subjects". With seven the same rule counts all six.
// - "For those applicants from quintile 1, 2 or 3 school who attain 50% or higher for Life
//   Orientation, 7 points may be added to their score out of 600". Applied only when the caller
//   knows the school's quintile (ApsScoreOptions.schoolQuintile); Kusasa does not record it yet.
// Source: https://myfuture.mandela.ac.za/Applicant-Score . Worked examples (applicants 1-3, AS 370,
// 375 and 377): https://emthonjeni.mandela.ac.za/Career-Construction-and-Employability/Calculating-Entry-Points
// Programmes publish the minimum AS separately for Mathematics and Mathematical Literacy (e.g. LLB
// 370 / 385): see ProgrammeRequirement.minApsBySubject.

import { apsRuleTexts } from '../../aps-texts.ts';
import { bestMarkPerSubject, isFirstAdditionalLanguage, isHomeLanguage, isLifeOrientation, isTwentyCreditSubject } from '../nsc-subject-names.ts';
import type { SubjectMark } from '../nsc-subject-names.ts';
import { bestOf, scoreEntries, toResult, type SubjectGroup } from './best-of.ts';
import type { ApsRulePack, ApsScoreOptions, ScoreScale } from '../aps.ts';

const SUBJECTS = 6;
const SCALE: ScoreScale = { unit: 'applicant-score', maxScore: 600 };
const MATHEMATICS_GROUP: SubjectGroup = ['Mathematics', 'Mathematical Literacy', 'Technical Mathematics'];
const QUINTILE_POINTS = 7;
const QUINTILE_LIFE_ORIENTATION_FROM = 50;

const highestFirst = (a: SubjectMark, b: SubjectMark) => b.mark - a.mark;

/**
 * The two fundamental languages: the best Home Language, then the best other language at Home or
 * First Additional level (a learner may offer two Home Languages and no First Additional Language).
 */
function languageGroups(marks: readonly SubjectMark[]): SubjectGroup[] {
  const entries = bestMarkPerSubject(marks);
  const home = entries.filter((entry) => isHomeLanguage(entry.subject)).sort(highestFirst)[0];
  const second = entries.filter((entry) => entry !== home && (isHomeLanguage(entry.subject) || isFirstAdditionalLanguage(entry.subject)));
  return [home ? [home.subject] : [], second.map((entry) => entry.subject)];
}

function quintileAdjustment(marks: readonly SubjectMark[], options: ApsScoreOptions | undefined) {
  const quintile = options?.schoolQuintile;
  if (quintile === undefined || quintile > 3) return [];
  return scoreEntries(marks, isLifeOrientation, () => QUINTILE_POINTS).filter((entry) => entry.mark >= QUINTILE_LIFE_ORIENTATION_FROM);
}

export const nmuPack: ApsRulePack = {
  id: 'nmu',
  institutionSlugs: ['nmu'],
  name: 'NMU Applicant Score: percentages of six subjects including both languages and Mathematics (out of 600)',
  ...SCALE,
  scale: 'percent',
  sourceUrl: 'https://myfuture.mandela.ac.za/Applicant-Score',
  notes:
    "NMU adds 7 points for learners from quintile 1, 2 or 3 (no-fee) schools with 50% or more for Life Orientation; Kusasa does not know your school's quintile, so they are not added here. Programmes state the minimum Applicant Score separately for Mathematics and Mathematical Literacy. Confirm with the institution.",
  score(marks, options) {
    const counted = bestOf(
      marks,
      { count: SUBJECTS, eligible: isTwentyCreditSubject, points: (entry) => entry.mark, required: [...languageGroups(marks), MATHEMATICS_GROUP] },
      options,
    );
    const adjustment = quintileAdjustment(marks, options);
    return toResult([...counted, ...adjustment], SUBJECTS + adjustment.length, SCALE, apsRuleTexts.nmu);
  },
};
