import { Check } from 'lucide-react';
import { checkoutTexts } from '@kusasa/domain/pricing-texts';
import { cn } from '../../lib/cn';

const CURRENT_STEP = 2; // plan and account are done; this page is the payment step

/** Plan, register, payment: where the learner is in the purchase (seed 002 section 2). */
export function CheckoutSteps() {
  return (
    <ol aria-label="Progress" className="grid grid-cols-3 gap-1.5 text-xs sm:gap-2 sm:text-sm">
      {checkoutTexts.steps.map((step, index) => {
        const done = index < CURRENT_STEP;
        const current = index === CURRENT_STEP;
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 rounded-lg border px-1.5 py-2 sm:gap-2 sm:px-3',
              current ? 'border-emerald-700 font-semibold text-slate-950 dark:border-emerald-400 dark:text-white' : 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-xs font-bold text-white sm:size-6 dark:bg-emerald-400 dark:text-slate-950"
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span>
              {step}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
