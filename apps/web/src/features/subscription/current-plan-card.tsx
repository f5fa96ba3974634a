import { Link } from 'react-router';
import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { CurrentPlan } from '@kusasa/domain/schemas/payments/subscription';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The learner's plan: name, purchase date, status, the once-off note and the cancel button. */
export function CurrentPlanCard({ plan, onCancel }: { plan: CurrentPlan; onCancel: () => void }) {
  return (
    <Card role="region" aria-labelledby="current-plan-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="current-plan-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
            {subscriptionTexts.currentPlan}
          </h2>
          <p className="mt-1 text-2xl font-bold text-slate-950 dark:text-white">{plan.name}</p>
        </div>
        <Badge>{subscriptionTexts.active}</Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900 dark:text-slate-100">{subscriptionTexts.purchaseDate}</dt>
        <dd className="text-slate-800 dark:text-slate-200">{plan.purchaseDate ? formatLongDate(plan.purchaseDate) : '—'}</dd>
        <dt className="font-medium text-slate-900 dark:text-slate-100">{subscriptionTexts.status}</dt>
        <dd className="text-slate-800 dark:text-slate-200">{subscriptionTexts.active}</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {subscriptionTexts.onceOffNote}{' '}
        <Link to="/refund-policy" className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300">
          {subscriptionTexts.refundPolicy}
        </Link>
      </p>
      <Button variant="outline" className="mt-5" onClick={onCancel} disabled={!plan.canCancel}>
        {subscriptionTexts.cancel}
      </Button>
    </Card>
  );
}
