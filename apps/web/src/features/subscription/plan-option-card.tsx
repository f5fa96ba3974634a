import { Check, X } from 'lucide-react';
import { planDescriptions, subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import type { Plan } from '@kusasa/domain/rules/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** The five lines every plan card shows (seed 002 section 2), each included or not. */
export function planFeatureLines(plan: Plan): { text: string; included: boolean }[] {
  return [
    { text: plan.maxApplications === 1 ? '1 application' : `${plan.maxApplications} applications`, included: true },
    { text: plan.maxDocuments === null ? `${subscriptionTexts.unlimited} document uploads` : `${plan.maxDocuments} document uploads`, included: true },
    { text: 'Document verification', included: plan.includesVerification },
    { text: 'AI career guidance', included: plan.thandiTier !== 'basic' },
    { text: 'Priority support', included: plan.includesPrioritySupport },
  ];
}

export function PlanOptionCard({
  plan,
  current,
  buyable,
  button,
  onClick,
}: {
  plan: Plan;
  current: boolean;
  buyable: boolean;
  button: string;
  onClick: () => void;
}) {
  const headingId = `subscription-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-5 dark:bg-slate-900',
        current ? 'border-emerald-700 ring-2 ring-emerald-700 dark:border-emerald-400 dark:ring-emerald-400' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-950 dark:text-white">
          {plan.name}
        </h3>
        {current && <Badge>{subscriptionTexts.currentPlan}</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{planDescriptions[plan.id]}</p>
      <p className="mt-3 text-2xl font-bold text-slate-950 dark:text-white">
        {plan.priceCents === 0 ? subscriptionTexts.freeForever : `${formatZarWhole(plan.priceCents)} once-off`}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {planFeatureLines(plan).map(({ text, included }) => (
          <li key={text} className={cn('flex items-start gap-2', included ? 'text-slate-800 dark:text-slate-200' : 'text-slate-500 dark:text-slate-400')}>
            {included ? (
              <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            ) : (
              <X aria-hidden="true" className="size-5 shrink-0" />
            )}
            <span>
              {text}
              {!included && <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
      <Button className="mt-5 w-full" variant={buyable ? 'primary' : 'outline'} disabled={!buyable} onClick={onClick}>
        {button}
      </Button>
    </article>
  );
}
