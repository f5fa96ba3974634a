import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

interface ProgressStepsProps {
  steps: readonly string[];
  /** Index of the step the user is on: earlier steps show a tick and read "(done)". */
  current: number;
}

/** A numbered row of steps (plan, account, payment...) with the current one marked. */
export function ProgressSteps({ steps, current }: ProgressStepsProps) {
  return (
    <ol aria-label="Progress" className="grid grid-cols-3 gap-1.5 text-xs sm:gap-2 sm:text-sm">
      {steps.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 rounded-lg border px-1.5 py-2 sm:gap-2 sm:px-3',
              isCurrent
                ? 'border-emerald-700 font-semibold text-slate-950 dark:border-emerald-400 dark:text-white'
                : 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:size-6',
                done || isCurrent
                  ? 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950'
                  : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
              )}
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
