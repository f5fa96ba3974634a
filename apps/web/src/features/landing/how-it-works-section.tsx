import { journeySteps } from './journey-steps';
import { Section } from './section';

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      tone="muted"
      eyebrow="How it works"
      title="Six steps to a complete application"
      intro={<p>Complete your profile once, then apply to as many institutions as your plan allows.</p>}
    >
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {journeySteps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white dark:bg-emerald-400 dark:text-slate-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
