import { ArrowLeft, CreditCard, ShieldCheck, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { pricingTexts } from '@kusasa/domain/pricing-texts';
import { PLANS } from '@kusasa/domain/rules/plan-data';
import type { PageProps } from '../../lib/page-props';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { ErrorPanel } from '../../components/ui/error-panel';
import { ExpertSessionCard } from './expert-session-card';
import { PlanCard } from './plan-card';
import { usePlanSelection } from './use-plan-selection';

const trustIcons = [CreditCard, ShieldCheck, Zap];

/** /pricing (seed 002 section 2): the three plans, the trust line and the expert session. */
export default function PricingPage({ title }: PageProps) {
  const { select, failedPlan, dismiss } = usePlanSelection();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failedPlan) panel.current?.scrollIntoView?.({ block: 'center' });
  }, [failedPlan]);

  return (
    <Container className="py-10 sm:py-14">
      <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" />
        {pricingTexts.backToHome}
      </Link>
      <header className="mx-auto mt-4 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{pricingTexts.intro}</p>
      </header>

      {failedPlan && (
        <div ref={panel} className="mx-auto mt-8 max-w-2xl">
          <ErrorPanel type="sessionStorage" onPrimary={() => select(failedPlan)} onSecondary={dismiss} />
        </div>
      )}

      <div className="mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onSelect={() => select(plan.id)} />
        ))}
      </div>

      <ul aria-label="Why pay with Kusasa" className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-slate-800 dark:text-slate-200">
        {pricingTexts.trust.map((item, index) => {
          const Icon = trustIcons[index] ?? ShieldCheck;
          return (
            <li key={item} className="flex items-center gap-2 font-medium">
              <Icon aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
              {item}
            </li>
          );
        })}
      </ul>

      <div className="mt-12">
        <ExpertSessionCard />
      </div>
    </Container>
  );
}
