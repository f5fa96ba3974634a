import type { PlanId } from './plan-data.ts';
import type { ProgrammeEligibility } from '../schemas/my-aps.ts';
import { insightTexts as t } from '../insight-texts.ts';

// Success insights (issue 31, sold with Pro + AI): for each application, how the learner's score
// and marks compare with the programme's published minimums, in plain words. Never a promise: a
// minimum met is not a place offered.

export const SUCCESS_INSIGHTS_PLAN: PlanId = 'pro-ai';

/** The sentences for one programme: the score against its minimum, then each subject that falls short. */
export function insightSentences(eligibility: Pick<ProgrammeEligibility, 'status' | 'score' | 'maxScore' | 'unitLabel' | 'minAps' | 'texts'>): string[] {
  const { score, maxScore, minAps } = eligibility;
  const unitLabel = eligibility.unitLabel ?? 'APS';
  const sentences: string[] = [];
  if (score !== undefined && maxScore !== undefined)
    sentences.push(minAps === null || minAps === undefined ? t.noMinimum(unitLabel, score, maxScore) : t.againstMinimum(unitLabel, score, minAps));
  sentences.push(...eligibility.texts.map((text) => `${text}.`));
  sentences.push(eligibility.status === 'meets' ? t.meets : eligibility.status === 'nearly' ? t.nearly : t.doesNotMeet);
  return sentences;
}
