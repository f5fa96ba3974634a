// Admission Point Score engine: one rule pack per scoring method, chosen by institution or by a
// programme's apsPackId. Facts and sources: aps.md (../shared/data), one source URL per pack file.

import { commonPack, tutPack } from './aps-rule-packs/common.ts';
import { ukznPack } from './aps-rule-packs/ukzn.ts';
import { witsPack } from './aps-rule-packs/wits.ts';
import { ufsPack } from './aps-rule-packs/ufs.ts';
import { wsuPack } from './aps-rule-packs/wsu.ts';
import { uctPack, uctSciencePack } from './aps-rule-packs/uct.ts';
import type { SubjectMark } from './nsc-subject-names.ts';

export type { SubjectMark } from './nsc-subject-names.ts';

export const APS_PACK_IDS = ['common', 'tut', 'ukzn-cao', 'wits', 'ufs', 'wsu', 'uct', 'uct-science'] as const;
export type ApsPackId = (typeof APS_PACK_IDS)[number];
export type ApsScale = 'points' | 'percent';

export type CountedSubject = { subject: string; mark: number; points: number };
export type ApsScoreResult = { score: number; countedSubjects: CountedSubject[]; explanation: string };
export type ApsScoreOptions = {
  /** Subject groups (alternatives) a programme requires among the counted subjects, e.g. [['Mathematics']]. */
  mustInclude?: readonly (readonly string[])[];
};

export type ApsRulePack = {
  id: ApsPackId;
  /** Institutions whose default method this is (catalogue slugs). */
  institutionSlugs: readonly string[];
  name: string;
  maxScore: number;
  scale: ApsScale;
  sourceUrl: string;
  /** What is uncertain or not modelled; shown next to the score. */
  notes: string;
  score: (marks: readonly SubjectMark[], options?: ApsScoreOptions) => ApsScoreResult;
};

/** Order matters: the first pack that lists a slug is that institution's default. */
export const APS_PACKS: readonly ApsRulePack[] = [commonPack, tutPack, ukznPack, witsPack, ufsPack, wsuPack, uctPack, uctSciencePack];

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
