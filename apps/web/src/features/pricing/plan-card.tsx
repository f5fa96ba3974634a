import { Check } from 'lucide-react';
import { pricingTexts } from '@kusasa/domain/pricing-texts';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import type { Plan } from '@kusasa/domain/rules/plan-data';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { planLimitLines } from '../../lib/plan-limit-lines';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One plan on /pricing: name, once-off price, badge, limits and features, and its button. */
export function PlanCard({ plan, onSelect }: { plan: Plan; onSelect: () => void }) {
  const free = plan.priceCents === 0;
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        plan.badge ? 'border-emerald-600 ring-2 ring-emerald-600 dark:border-emerald-400 dark:ring-emerald-400' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.badge && (
        <Badge tone="accent" className="absolute -top-3.5 left-6">
          {plan.badge}
        </Badge>
      )}
      <h2 id={headingId} className="text-xl font-bold text-slate-950 dark:text-white">
        {plan.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-slate-950 dark:text-white">{formatZarWhole(plan.priceCents)}</span>
        <span className="text-slate-700 dark:text-slate-300">{free ? pricingTexts.free : pricingTexts.onceOff}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2.5" aria-label={`${plan.name} includes`}>
        {[...planLimitLines(plan), ...plan.features.map(capitalise)].map((line) => (
          <li key={line} className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            {line}
          </li>
        ))}
      </ul>
      <Button className="mt-6 w-full" size="lg" variant={plan.badge ? 'primary' : 'outline'} onClick={onSelect} needsApp>
        {free ? pricingTexts.getStarted : pricingTexts.choosePlan.replace('{plan}', plan.name)}
      </Button>
    </article>
  );
}
