import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { PLANS, planById, type PlanId } from '@kusasa/domain/rules/plan-data';
import { fillText } from '@kusasa/domain/texts';

// "How much space is left?": the plan's document cap minus what the learner uploaded. The plan is
// the one the question names ("essential has an upload limit"), else the learner's own; without
// either, each plan's cap is listed.

/** The question asks how many more documents fit, not which ones are missing. */
export const ASKS_DOCUMENT_SPACE =
  /\b(space|room|storage|limit|cap|quota|full)\b|\bhow many (more )?(documents|uploads|files|docs)\b|\b(uploads?|documents?|files?) (left|remaining)\b|\bleft to upload\b/;

const PLAN_NAMED: readonly [RegExp, PlanId][] = [
  [/\bstarter\b|\bfree plan\b/, 'starter'],
  [/\bessential\b/, 'essential'],
  [/\bpro( ?\+ ?| plus | )?(ai)?\b/, 'pro-ai'],
];

function planOf(question: string, learnersPlan: PlanId | undefined): PlanId | null {
  const text = question.toLowerCase();
  return PLAN_NAMED.find(([pattern]) => pattern.test(text))?.[1] ?? learnersPlan ?? null;
}

/** The line saying how many documents the plan still takes, given how many are uploaded. */
export function documentSpaceLine(question: string, uploaded: number, learnersPlan: PlanId | undefined): string {
  const planId = planOf(question, learnersPlan);
  if (planId === null) {
    const caps = PLANS.map((plan) => `${plan.name} ${plan.maxDocuments ?? t.documentSpaceUnlimitedWord}`).join(', ');
    return fillText(t.documentSpaceNoPlan, { uploaded: String(uploaded), caps });
  }
  const plan = planById(planId);
  if (plan.maxDocuments === null) return fillText(t.documentSpaceUnlimited, { plan: plan.name, uploaded: String(uploaded) });
  const left = Math.max(0, plan.maxDocuments - uploaded);
  return fillText(t.documentSpace, { plan: plan.name, max: String(plan.maxDocuments), uploaded: String(uploaded), left: String(left) });
}
