// The selection every rule pack shares: score each subject, force in the subjects a pack or a
// programme requires, then take the best of the rest.

import { apsScoreTexts } from '../../aps-texts.ts';
import { bestMarkPerSubject, sameSubject } from '../nsc-subject-names.ts';
import type { SubjectMark } from '../nsc-subject-names.ts';
import type { ApsScoreOptions, ApsScoreResult, CountedSubject, ScoreScale } from '../aps.ts';

export type SubjectGroup = readonly string[];

export const ENGLISH_GROUP: SubjectGroup = ['English Home Language', 'English First Additional Language'];

/** Highest points first, then highest mark; otherwise the order the learner entered them. */
function ranked(subjects: readonly CountedSubject[]): CountedSubject[] {
  return [...subjects].sort((a, b) => b.points - a.points || b.mark - a.mark);
}

function inGroup(group: SubjectGroup, subject: string): boolean {
  return group.some((name) => sameSubject(name, subject));
}

/**
 * Up to `count` subjects: first the best one of each required group (in order, skipping a group
 * already covered or with no scored subject), then the highest-scoring of the rest.
 */
export function pickBest(candidates: readonly CountedSubject[], count: number, required: readonly SubjectGroup[]): CountedSubject[] {
  const order = ranked(candidates);
  const picked: CountedSubject[] = [];
  for (const group of required) {
    if (picked.length >= count) break;
    if (picked.some((entry) => inGroup(group, entry.subject))) continue;
    const best = order.find((entry) => !picked.includes(entry) && inGroup(group, entry.subject));
    if (best) picked.push(best);
  }
  for (const entry of order) {
    if (picked.length >= count) break;
    if (!picked.includes(entry)) picked.push(entry);
  }
  return ranked(picked);
}

export type BestOfRule = {
  count: number;
  /** Subjects this rule can count at all. */
  eligible: (subject: string) => boolean;
  points: (entry: SubjectMark) => number;
  /** Groups the rule itself always counts (UCT: English). */
  required?: readonly SubjectGroup[];
};

export function scoreEntries(marks: readonly SubjectMark[], eligible: (subject: string) => boolean, points: (entry: SubjectMark) => number): CountedSubject[] {
  return bestMarkPerSubject(marks)
    .filter((entry) => eligible(entry.subject))
    .map((entry) => ({ subject: entry.subject, mark: entry.mark, points: points(entry) }));
}

export function bestOf(marks: readonly SubjectMark[], rule: BestOfRule, options: ApsScoreOptions | undefined): CountedSubject[] {
  const required = [...(rule.required ?? []), ...(options?.mustInclude ?? [])];
  return pickBest(scoreEntries(marks, rule.eligible, rule.points), rule.count, required);
}

export function total(counted: readonly CountedSubject[]): number {
  return counted.reduce((sum, entry) => sum + entry.points, 0);
}

/** The result on the pack's scale, so every consumer can say which score it is and out of what. */
export function toResult(counted: CountedSubject[], wanted: number, scale: ScoreScale, ruleText: string): ApsScoreResult {
  const score = total(counted);
  const parts = [ruleText, apsScoreTexts.total(score, scale.maxScore)];
  if (counted.length < wanted) parts.push(apsScoreTexts.fewerSubjects(counted.length, wanted));
  return { score, maxScore: scale.maxScore, unit: scale.unit, countedSubjects: counted, explanation: parts.join(' ') };
}

/** Points from a banded table: the first band whose minimum the mark reaches, else 0. */
export function banded(bands: readonly (readonly [minMark: number, points: number])[], mark: number): number {
  return bands.find(([minMark]) => mark >= minMark)?.[1] ?? 0;
}
