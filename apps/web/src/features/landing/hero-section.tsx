import { CircleCheck } from 'lucide-react';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { buttonVariants } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { StartApplicationButton } from './start-application-button';

const highlights = ['Upload your documents once', 'Find NSFAS and bursary funding', 'Get help from Thandi, any time'];

const exampleTracker = [
  { label: 'University application', status: 'Under review' },
  { label: 'TVET college application', status: 'Submitted' },
  { label: 'Bursary application', status: 'Draft' },
];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/50 dark:to-slate-950"
    >
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <Badge>For South African learners</Badge>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl lg:text-6xl dark:text-white">
            Your tomorrow starts with one application
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700 sm:text-xl dark:text-slate-300">{shellTexts.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <StartApplicationButton />
            <a href="#learn-more" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Learn more
            </a>
          </div>
          <ul className="mt-8 space-y-2">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <CircleCheck aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-label="Example application tracker"
          role="group"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">Example: your applications at a glance</p>
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {exampleTracker.map((row) => (
              <li key={row.label} className="flex items-center justify-between gap-4 py-3">
                <span className="font-medium text-slate-900 dark:text-white">{row.label}</span>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{row.status}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">Kusasa means “tomorrow” in isiZulu.</p>
        </div>
      </Container>
    </section>
  );
}
