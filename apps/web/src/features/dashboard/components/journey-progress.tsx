import { Check, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import type { Dashboard, JourneyStepView } from '@kusasa/domain/schemas/dashboard';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const t = dashboardTexts.journey;

const markerStyles: Record<JourneyStepView['status'], string> = {
  completed: 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950',
  active:
    'border-emerald-700 bg-white text-emerald-800 ring-4 ring-emerald-100 dark:border-emerald-400 dark:bg-slate-900 dark:text-emerald-300 dark:ring-emerald-950',
  pending: 'border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400',
  error: 'border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-400 dark:text-slate-950',
};

const statusStyles: Record<JourneyStepView['status'], string> = {
  completed: 'text-emerald-800 dark:text-emerald-300',
  active: 'font-semibold text-emerald-800 dark:text-emerald-300',
  pending: 'text-slate-600 dark:text-slate-400',
  error: 'font-semibold text-red-800 dark:text-red-300',
};

function StepMarker({ step, number }: { step: JourneyStepView; number: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold', markerStyles[step.status])}
    >
      {step.status === 'completed' ? <Check className="size-5" /> : step.status === 'error' ? <CircleAlert className="size-5" /> : number}
    </span>
  );
}

/** The six journey steps as an ordered list, each with its status in words (seed 001 section 4). */
export function JourneyProgress({ journey }: { journey: Dashboard['journey'] }) {
  const total = journey.steps.length;
  const allDone = journey.completedCount === total;
  // Steps 1 to 5 are the wizard's; step 6 (Review & Submit) is done by submitting an application
  // (seed 001 section 4), so once only it is open the next move is on /apply.
  const next = journey.steps.find((step) => step.status !== 'completed');
  const nextAction = next?.id === 'review' ? { to: '/apply', label: t.continueApplications } : { to: '/profile-completion', label: t.continue };
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="journey-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="journey-title" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t.title}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t.progress(journey.completedCount, total)}</p>
        </div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
          <div
            className="h-full rounded-full bg-emerald-600 transition-all dark:bg-emerald-400"
            style={{ width: `${(journey.completedCount / total) * 100}%` }}
          />
        </div>
        <ol className="mt-5 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {journey.steps.map((step, index) => (
            <li
              key={step.id}
              aria-current={index + 1 === journey.currentStep && !allDone ? 'step' : undefined}
              className="flex items-center gap-3 lg:flex-col lg:items-start"
            >
              <StepMarker step={step} number={index + 1} />
              <div className="min-w-0">
                <p className="text-xs text-slate-600 dark:text-slate-400">{t.stepLabel(index + 1)}</p>
                <p className="font-medium text-slate-950 dark:text-white">{step.title}</p>
                <p className={cn('text-sm', statusStyles[step.status])}>{t.statusLabels[step.status]}</p>
              </div>
            </li>
          ))}
        </ol>
        {!allDone && (
          <Link to={nextAction.to} className={buttonVariants({ size: 'sm', className: 'mt-5' })}>
            {nextAction.label}
          </Link>
        )}
      </section>
    </Card>
  );
}
