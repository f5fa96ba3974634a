import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { journeySteps } from './journey-steps';
import { Section } from './section';

type StepState = 'completed' | 'active' | 'pending';

// A made-up learner halfway through: three steps done, the fourth in progress.
const exampleCompleted = 3;
const percent = Math.round((exampleCompleted / journeySteps.length) * 100);

function stateOf(index: number): StepState {
  if (index < exampleCompleted) return 'completed';
  return index === exampleCompleted ? 'active' : 'pending';
}

const stateLabel: Record<StepState, string> = { completed: 'Completed', active: 'In progress', pending: 'Not started' };

export function ProfileJourneyDemoSection() {
  return (
    <Section
      eyebrow="Your dashboard"
      title="Always know your next step"
      intro={<p>Your dashboard shows how far your profile is and what comes next, so nothing is forgotten before a deadline.</p>}
    >
      <div
        role="group"
        aria-label="Example profile journey"
        className="mt-10 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-slate-900 dark:text-white">Example: a learner’s profile journey</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {exampleCompleted} of {journeySteps.length} steps complete
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Example profile progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-emerald-700 dark:bg-emerald-400" style={{ width: `${percent}%` }} />
        </div>
        <ol className="mt-6 grid gap-3 sm:grid-cols-2">
          {journeySteps.map((step, index) => {
            const state = stateOf(index);
            return (
              <li key={step.title} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                    state === 'completed' && 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950',
                    state === 'active' && 'border-2 border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300',
                    state === 'pending' && 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300',
                  )}
                >
                  {state === 'completed' ? <Check className="size-4" /> : index + 1}
                </span>
                <span className="text-slate-900 dark:text-white">
                  {step.title}
                  <span className="block text-sm text-slate-700 dark:text-slate-300">{stateLabel[state]}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
