import { checkoutTexts } from '@kusasa/domain/pricing-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import type { Plan } from '@kusasa/domain/rules/plans';
import { Card } from '../../components/ui/card';
import { planLimitLines } from '../../lib/plan-limit-lines';

/** What is being bought: the plan, what it includes and its once-off price in rand. */
export function OrderSummary({ plan }: { plan: Plan }) {
  return (
    <Card aria-labelledby="order-summary-heading" role="region">
      <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
        {checkoutTexts.orderSummary}
      </h2>
      <dl className="mt-4 space-y-3">
        <div className="flex justify-between gap-3">
          <dt className="font-medium text-slate-900 dark:text-slate-100">{plan.name}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatZar(plan.priceCents)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-lg font-bold dark:border-slate-800">
          <dt className="text-slate-950 dark:text-white">{checkoutTexts.total}</dt>
          <dd className="text-slate-950 dark:text-white">{formatZar(plan.priceCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{checkoutTexts.onceOffNote}</p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {planLimitLines(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
