// Does a learner meet a programme's requirements? Three answers, with reasons for display:
// - meets: APS (when the programme sets one) and every subject minimum are met;
// - nearly: APS short by at most 2 points (3% of the maximum on a percentage scale) with every
//   subject minimum met, or exactly one subject one level short with the APS met;
// - does_not_meet: anything else, including any missing subject.
// The APS is scored with the programme's rule pack, its required subjects counted among the best,
// and compared with a minimum stated in that pack's unit (an Applicant Score for NMU).

import { eligibilityReasonTexts } from '../aps-texts.ts';
import { apsPackById, scoreUnitLabel } from './aps.ts';
import type { ApsRulePack, ApsScoreOptions } from './aps.ts';
import { minMarkForLevel, nscLevel } from './nsc-levels.ts';
import { bestMarkPerSubject, sameSubject } from './nsc-subject-names.ts';
import type { SubjectMark } from './nsc-subject-names.ts';
import type { EligibilityReason, EligibilityResult, ProgrammeRequirement, SubjectRequirement } from '../schemas/aps.ts';

export type { EligibilityReason, EligibilityResult, ProgrammeRequirement, SubjectRequirement } from '../schemas/aps.ts';

type SubjectOption = { subject: string; minLevel?: number | undefined; minMark?: number | undefined };
type SubjectCheck = { reason: EligibilityReason; levelsShort: number } | null;

const NEARLY_POINTS = 2;
const NEARLY_PERCENT_OF_MAX = 0.03;

/** How far below the minimum APS still counts as "nearly": 2 points, or 3% of a percentage-scale maximum. */
export function nearlyApsMargin(pack: Pick<ApsRulePack, 'scale' | 'maxScore'>): number {
  return pack.scale === 'points' ? NEARLY_POINTS : Math.round(pack.maxScore * NEARLY_PERCENT_OF_MAX);
}

/** A requirement as its alternatives, each with its own minimum. */
export function requirementOptions(requirement: SubjectRequirement): SubjectOption[] {
  if ('anyOf' in requirement) return requirement.anyOf;
  const subjects = Array.isArray(requirement.subject) ? requirement.subject : [requirement.subject];
  return subjects.map((subject) => ({ subject, minLevel: requirement.minLevel, minMark: requirement.minMark }));
}

/** The lowest mark that satisfies an option: the higher of its level's first mark and its minimum mark. */
function neededMark(option: SubjectOption): number {
  return Math.max(option.minLevel === undefined ? 0 : minMarkForLevel(option.minLevel), option.minMark ?? 0);
}

function checkRequirement(requirement: SubjectRequirement, marks: readonly SubjectMark[]): SubjectCheck {
  const options = requirementOptions(requirement);
  const taken = options.flatMap((option) => {
    const entry = marks.find((mark) => sameSubject(mark.subject, option.subject));
    return entry ? [{ subject: option.subject, needed: neededMark(option), got: entry.mark }] : [];
  });
  if (taken.length === 0) {
    return {
      reason: { kind: 'missing_subject', subject: eligibilityReasonTexts.alternatives(options.map((option) => option.subject)) },
      levelsShort: Infinity,
    };
  }
  if (taken.some((entry) => entry.got >= entry.needed)) return null;
  // Report the alternative the learner is closest to meeting.
  const closest = taken.reduce((best, entry) => (entry.needed - entry.got < best.needed - best.got ? entry : best));
  return {
    reason: { kind: 'mark_too_low', subject: closest.subject, needed: closest.needed, got: closest.got },
    levelsShort: Math.max(1, nscLevel(closest.needed) - nscLevel(closest.got)),
  };
}

function packFor(id: string): ApsRulePack {
  const pack = apsPackById(id);
  if (!pack) throw new Error(`Unknown APS rule pack: ${id}`);
  return pack;
}

/** The minimum that applies to these marks: the first subject-specific one the learner qualifies for, else minAps. */
export function applicableMinAps(requirement: Pick<ProgrammeRequirement, 'minAps' | 'minApsBySubject'>, marks: readonly SubjectMark[]): number | null {
  const specific = requirement.minApsBySubject?.find((entry) => marks.some((mark) => sameSubject(mark.subject, entry.subject)));
  return specific?.minAps ?? requirement.minAps;
}

/** `options` carries what only some packs use (NMU: the school's quintile). */
export function checkEligibility(
  requirement: ProgrammeRequirement,
  input: readonly SubjectMark[],
  options: Pick<ApsScoreOptions, 'schoolQuintile'> = {},
): EligibilityResult {
  const marks = bestMarkPerSubject(input);
  const pack = packFor(requirement.apsPackId);
  const mustInclude = requirement.subjectMinimums.map((minimum) => requirementOptions(minimum).map((option) => option.subject));
  const aps = pack.score(marks, { ...options, mustInclude });
  const minAps = applicableMinAps(requirement, marks);

  const apsShortBy = minAps === null ? 0 : Math.max(0, minAps - aps.score);
  const subjectChecks = requirement.subjectMinimums.map((minimum) => checkRequirement(minimum, marks)).filter((check) => check !== null);
  const reasons: EligibilityReason[] = [
    ...(apsShortBy > 0 ? [{ kind: 'aps_short' as const, by: apsShortBy, unit: pack.unit }] : []),
    ...subjectChecks.map((check) => check.reason),
  ];

  const nearlyOnAps = subjectChecks.length === 0 && apsShortBy <= nearlyApsMargin(pack);
  const nearlyOnOneSubject = apsShortBy === 0 && subjectChecks.length === 1 && subjectChecks[0]?.levelsShort === 1;
  const status = reasons.length === 0 ? 'meets' : nearlyOnAps || nearlyOnOneSubject ? 'nearly' : 'does_not_meet';

  return { status, reasons, packId: pack.id, minAps, aps };
}

/** The sentence shown for one reason: 'APS short by 3', 'Applicant Score short by 15', 'Missing subject: Physical Sciences', ... */
export function eligibilityReasonMessage(reason: EligibilityReason): string {
  switch (reason.kind) {
    case 'aps_short':
      return eligibilityReasonTexts.apsShort(reason.by, scoreUnitLabel(reason.unit ?? 'aps'));
    case 'missing_subject':
      return eligibilityReasonTexts.missingSubject(reason.subject);
    case 'mark_too_low':
      return eligibilityReasonTexts.markTooLow(reason.subject, reason.needed, reason.got);
  }
}
