import { Check } from 'lucide-react';
import { WIZARD_STEP_TITLES, wizardTexts } from '@kusasa/domain/profile-texts';
import { cn } from '../../lib/cn';

/** The six steps with the current one marked, and a bar of how far the learner is. */
export function WizardProgress({ step }: { step: number }) {
  const total = WIZARD_STEP_TITLES.length;
  const percent = Math.round(((step + 1) / total) * 100);
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3 text-sm font-medium text-slate-700 dark:text-slate-300">
        <span>{wizardTexts.stepOf(step + 1, total)}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={`${wizardTexts.stepOf(step + 1, total)}: ${WIZARD_STEP_TITLES[step]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-emerald-600 transition-[width] dark:bg-emerald-400" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-label="Profile steps" className="hidden gap-2 md:grid md:grid-cols-6">
        {WIZARD_STEP_TITLES.map((title, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <li key={title} aria-current={current ? 'step' : undefined} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950',
                  current && 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300',
                  !done && !current && 'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-400',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cn('leading-tight', current ? 'font-semibold text-slate-950 dark:text-white' : 'text-slate-700 dark:text-slate-300')}>
                {title}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
