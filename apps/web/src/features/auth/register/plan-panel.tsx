import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import { type PlanId, planById } from '@kusasa/domain/rules/plans';
import { ProgressSteps } from '../../../components/ui/progress-steps';

const steps = ['Choose plan', 'Create account', 'Payment'] as const;
const CURRENT_STEP = 1;

// Seed 000 section 2: secure payment tracking, immediate dashboard access, AI application
// guidance, document management.
const benefits = ['Secure payment tracking', 'Immediate dashboard access', 'AI application guidance', 'Document management'];

/** The selected-plan banner and the progress steps, shown above the form when a plan is pending. */
export function SelectedPlanBanner({ planId }: { planId: PlanId }) {
  const plan = planById(planId);
  return (
    <div className="mb-6 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/60">
        <p className="text-emerald-950 dark:text-emerald-100">
          Selected plan: <strong>{plan.name}</strong> · {formatZarWhole(plan.priceCents)} once-off
        </p>
        <Link to="/pricing" className="rounded font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300">
          Change plan
        </Link>
      </div>
      <ProgressSteps steps={steps} current={CURRENT_STEP} />
    </div>
  );
}

/** What the learner gets by creating the account now. */
export function PlanBenefits() {
  return (
    <aside
      aria-labelledby="plan-benefits-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 lg:mt-[5.75rem] dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="plan-benefits-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
        What you get
      </h2>
      <ul className="mt-4 space-y-3">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            {benefit}
          </li>
        ))}
      </ul>
    </aside>
  );
}
