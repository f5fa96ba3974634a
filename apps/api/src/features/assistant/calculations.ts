import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { APS_PACKS, apsPackById, apsPackForInstitution, type ApsRulePack, type SubjectMark } from '@kusasa/domain/rules/aps';
import { NSC_LEVELS, minMarkForLevel, nscLevel } from '@kusasa/domain/rules/nsc-levels';
import { nscPassType, nscShortfallMessage } from '@kusasa/domain/rules/nsc-pass';
import { nscPassTexts } from '@kusasa/domain/aps-texts';
import { fillText } from '@kusasa/domain/texts';
import type { InstitutionFact } from './assistant-facts.ts';
import type { Calculation } from './question-intent.ts';

// Calculations by the domain's rules, never by a knowledge entry: the NSC level and points of one
// mark, and the APS of a list of marks; with the institution's own rule pack when one is named.

const FULL_SET = 6;

/** The NSC level of a mark, and what it counts at the named institution when its pack differs. */
export function markPointsAnswer(mark: number, subject: string | null, institution: InstitutionFact | null): string {
  const level = nscLevel(mark);
  const band = NSC_LEVELS.find((entry) => entry.level === level)!;
  const values = {
    mark: String(mark),
    level: String(level),
    points: String(level),
    descriptor: band.descriptor,
    min: String(band.minMark),
    max: String(band.maxMark),
  };
  // Life Orientation has a level but no points in the usual count; only some institutions count it.
  const parts = [fillText(subject === 'Life Orientation' ? t.markLevelLifeOrientation : t.markLevel, values)];
  if (institution) {
    const pack = apsPackForInstitution(institution.slug);
    if (pack.id !== 'common' && pack.scale === 'points') {
      const entry: SubjectMark = { subject: subject ?? 'Geography', mark };
      const packPoints = pack.score([entry]).countedSubjects[0]?.points ?? 0;
      parts.push(
        fillText(t.markLevelAt, {
          institution: institution.name,
          pack: pack.name,
          mark: String(mark),
          subject: subject ?? 'a subject',
          packPoints: String(packPoints),
        }),
      );
    }
  }
  return parts.join(' ');
}

/** The APS of the marks a learner wrote: the named institution's own count first, when it has one. */
export function apsFromMarksAnswer(marks: readonly SubjectMark[], institution: InstitutionFact | null): string {
  const common = apsPackById('common')!.score(marks);
  const subjects = common.countedSubjects.map((entry) => `${entry.subject} ${entry.mark}% = ${entry.points}`).join(', ');
  const usual = { score: String(common.score), max: String(common.maxScore), subjects };
  // Every count the institution has (UCT: the /600 score and Science's /800), its own first.
  const packs = institution ? APS_PACKS.filter((pack) => pack.id !== 'common' && pack.institutionSlugs.includes(institution.slug)) : [];
  const parts =
    institution && packs.length > 0
      ? [...packs.map((pack) => ownPackLine(marks, institution, pack)), fillText(t.apsFromMarksUsual, usual)]
      : [fillText(t.apsFromMarks, usual)];
  const counted = marks.filter((entry) => entry.subject !== 'Life Orientation').length;
  if (counted < FULL_SET) parts.push(fillText(t.apsFewMarks, { count: String(counted) }));
  return parts.join(' ');
}

function ownPackLine(marks: readonly SubjectMark[], institution: InstitutionFact, pack: ApsRulePack): string {
  const own = pack.score(marks);
  return fillText(t.apsFromMarksOwnPack, { institution: institution.name, packScore: String(own.score), packMax: String(own.maxScore), pack: pack.name });
}

const PASS_ORDER = ['higher_certificate', 'diploma', 'bachelor'] as const;

/** The NSC pass type of the marks a learner wrote, by the statutory rules, and what the next pass up still needs. */
export function passTypeAnswer(marks: readonly SubjectMark[]): string {
  if (marks.length < FULL_SET) return t.passNeedsAllMarks;
  const result = nscPassType(marks);
  if (result.missing.some((shortfall) => shortfall.kind === 'home_language')) return t.passNeedsHomeLanguage;
  const parts = [fillText(t.passFromMarks, { passType: nscPassTexts.labels[result.passType] })];
  const next = PASS_ORDER[PASS_ORDER.indexOf(result.passType as (typeof PASS_ORDER)[number]) + 1];
  if (next && result.missing.length > 0)
    parts.push(fillText(t.passNextUp, { next: nscPassTexts.labels[next], reasons: result.missing.map(nscShortfallMessage).join('; ') }));
  parts.push(t.passCertificate);
  return parts.join(' ');
}

/** Marks of 7 or less written for several subjects are NSC levels ("7 for maths, 6 for english"), not percentages. */
export const areLevels = (marks: readonly SubjectMark[]) => marks.length >= 2 && marks.every((entry) => entry.mark >= 1 && entry.mark <= 7);

/** The APS of levels a learner wrote: the usual count only, as other counts need percentages. */
export function apsFromLevelsAnswer(levels: readonly SubjectMark[]): string {
  const asMarks = levels.map((entry) => ({ subject: entry.subject, mark: minMarkForLevel(entry.mark) }));
  const common = apsPackById('common')!.score(asMarks);
  const subjects = common.countedSubjects.map((entry) => `${entry.subject} level ${entry.points}`).join(', ');
  const parts = [fillText(t.apsFromLevels, { score: String(common.score), max: String(common.maxScore), subjects })];
  const counted = levels.filter((entry) => entry.subject !== 'Life Orientation').length;
  if (counted < FULL_SET) parts.push(fillText(t.apsFewMarks, { count: String(counted) }));
  return parts.join(' ');
}

/** One mark in every subject: its level, times the six subjects the usual APS counts. */
export function sameInAllAnswer(mark: number): string {
  const level = nscLevel(mark);
  return fillText(t.apsSameInAll, { mark: String(mark), level: String(level), score: String(level * FULL_SET), max: String(7 * FULL_SET) });
}

/** Marks listed without subjects: each one's level, the best six added (the usual count). */
export function unnamedMarksAnswer(marks: readonly number[]): string {
  const counted = [...marks].sort((a, b) => b - a).slice(0, FULL_SET);
  const score = counted.reduce((sum, mark) => sum + nscLevel(mark), 0);
  const list = counted.map((mark) => `${mark}% = ${nscLevel(mark)}`).join(', ');
  const parts = [fillText(t.apsUnnamedMarks, { list, score: String(score), max: String(7 * FULL_SET) })];
  if (counted.length < FULL_SET) parts.push(fillText(t.apsFewMarks, { count: String(counted.length) }));
  return parts.join(' ');
}

/** The answer to marks written into a question: one mark's points, levels' APS, or marks' APS (and pass type when asked). */
export function calculationAnswer(calculation: Calculation, institution: InstitutionFact | null): string {
  if (calculation.type === 'mark-points') return markPointsAnswer(calculation.mark, calculation.subject, institution);
  if (calculation.type === 'same-in-all') return sameInAllAnswer(calculation.mark);
  if (calculation.type === 'unnamed') return unnamedMarksAnswer(calculation.marks);
  if (areLevels(calculation.marks)) return apsFromLevelsAnswer(calculation.marks);
  const aps = apsFromMarksAnswer(calculation.marks, institution);
  return calculation.passAsked ? `${passTypeAnswer(calculation.marks)} ${aps}` : aps;
}
