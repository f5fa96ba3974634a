// Admission Point Score engine: one rule pack per scoring method, chosen by institution or by a
// programme's apsPackId. Facts and sources: aps.md (../shared/data), one source URL per pack file.

import { commonPack, tutPack } from './aps-rule-packs/common.ts';
import { kznCaoPack, ukznPack } from './aps-rule-packs/ukzn.ts';
import { nmuPack } from './aps-rule-packs/nmu.ts';
import { witsPack } from './aps-rule-packs/wits.ts';
import { ufsPack } from './aps-rule-packs/ufs.ts';
import { wsuPack } from './aps-rule-packs/wsu.ts';
import { uctPack, uctSciencePack } from './aps-rule-packs/uct.ts';
import type { SubjectMark } from './nsc-subject-names.ts';
import { scoreUnitLabels } from '../aps-texts.ts';

export type { SubjectMark } from './nsc-subject-names.ts';

export const APS_PACK_IDS = ['common', 'tut', 'ukzn-cao', 'kzn-cao', 'wits', 'ufs', 'wsu', 'uct', 'uct-science', 'nmu'] as const;
export type ApsPackId = (typeof APS_PACK_IDS)[number];
/** How a pack turns a mark into points: NSC-style levels, or the percentage itself. */
export type ApsScale = 'points' | 'percent';

/**
 * What a score is called and so how it is shown: most institutions' Admission Point Score (APS),
 * NMU's Applicant Score (out of 600) or UCT's Faculty Points Score. A score is only comparable with
 * a minimum stated in the same unit and pack.
 */
export const SCORE_UNITS = ['aps', 'applicant-score', 'faculty-points-score'] as const;
export type ScoreUnit = (typeof SCORE_UNITS)[number];
export function scoreUnitLabel(unit: ScoreUnit): string {
  return scoreUnitLabels[unit];
}

/** The scale a pack's scores are on: its unit and its maximum. */
export type ScoreScale = { unit: ScoreUnit; maxScore: number };

/** South African public schools' quintiles (1-3 no-fee); NMU adjusts the Applicant Score for 1-3. */
export const SCHOOL_QUINTILES = [1, 2, 3, 4, 5] as const;
export type SchoolQuintile = (typeof SCHOOL_QUINTILES)[number];

export type CountedSubject = { subject: string; mark: number; points: number };
export type ApsScoreResult = ScoreScale & { score: number; countedSubjects: CountedSubject[]; explanation: string };
export type ApsScoreOptions = {
  /** Subject groups (alternatives) a programme requires among the counted subjects, e.g. [['Mathematics']]. */
  mustInclude?: readonly (readonly string[])[];
  /** The learner's school quintile, where known; only NMU's pack uses it. */
  schoolQuintile?: SchoolQuintile;
};

export type ApsRulePack = {
  id: ApsPackId;
  /** Institutions whose default method this is (catalogue slugs). */
  institutionSlugs: readonly string[];
  name: string;
  maxScore: number;
  unit: ScoreUnit;
  scale: ApsScale;
  sourceUrl: string;
  /** What is uncertain or not modelled; shown next to the score. */
  notes: string;
  score: (marks: readonly SubjectMark[], options?: ApsScoreOptions) => ApsScoreResult;
};

/** Order matters: the first pack that lists a slug is that institution's default. */
export const APS_PACKS: readonly ApsRulePack[] = [commonPack, tutPack, ukznPack, kznCaoPack, witsPack, ufsPack, wsuPack, uctPack, uctSciencePack, nmuPack];

export function isApsPackId(id: string): id is ApsPackId {
  return (APS_PACK_IDS as readonly string[]).includes(id);
}

export function apsPackById(id: string): ApsRulePack | undefined {
  return APS_PACKS.find((pack) => pack.id === id);
}

/** The institution's own method, or the common rule when the catalogue knows of none. */
export function apsPackForInstitution(slug: string): ApsRulePack {
  return APS_PACKS.find((pack) => pack.institutionSlugs.includes(slug)) ?? commonPack;
}
