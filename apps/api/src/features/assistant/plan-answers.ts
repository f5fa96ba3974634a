import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { PLANS, type PlanId } from '@kusasa/domain/rules/plan-data';
import { fillText } from '@kusasa/domain/texts';
import type { FactAnswer } from './fact-answers.ts';

// "Essential in 4 installments, how much each?": worked out from the plan prices and the payment
// plan rule (seed 002: 2, 3, 4 or 6 installments, each the total divided by the count, rounded up
// to whole rand), and said to be coming soon, as the product has not opened payment plans yet.

export const INSTALLMENT_COUNTS = [2, 3, 4, 6] as const;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];

const PLAN_WORDS: readonly [RegExp, PlanId][] = [
  [/\bpro( ?\+ ?| and | ?plus ?)?(ai)?\b/, 'pro-ai'],
  [/\bessential\b/, 'essential'],
  [/\bstarter\b/, 'starter'],
];
const INSTALLMENTS = /\b(installments?|instalments?|payments|parts|weeks)\b/;
const COUNT = /\b(2|3|4|6|two|three|four|six)\b/;
const NUMBER_WORDS: Record<string, InstallmentCount> = { two: 2, three: 3, four: 4, six: 6 };

export interface InstallmentQuestion {
  planId: PlanId;
  count: InstallmentCount;
}

/** A plan and a number of installments named in the question, or null. */
export function installmentQuestion(text: string): InstallmentQuestion | null {
  if (!INSTALLMENTS.test(text)) return null;
  const planId = PLAN_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  const written = COUNT.exec(text)?.[1];
  if (!planId || !written) return null;
  const count = NUMBER_WORDS[written] ?? (Number(written) as InstallmentCount);
  return { planId, count };
}

export function installmentAnswer({ planId, count }: InstallmentQuestion): FactAnswer {
  const plan = PLANS.find((entry) => entry.id === planId)!;
  const price = plan.priceCents / 100;
  const content =
    price === 0
      ? t.installmentsFree
      : fillText(t.installments, { plan: plan.name, price: String(price), count: String(count), each: String(Math.ceil(price / count)) });
  return { content, sources: [{ id: 'rules:plans', title: t.planSource, url: '/pricing', category: 'Plans' }] };
}
