import { Bot, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Section } from './section';

const capabilities = [
  'Explains admission requirements and how APS scores work',
  'Helps you choose programmes that fit your subjects and marks',
  'Reminds you which documents you still need',
  'Points you to NSFAS, bursaries and sponsors',
];

export function ThandiSection() {
  return (
    <Section
      eyebrow="AI assistant"
      title="Meet Thandi, your application assistant"
      intro={<p>Ask Thandi about applications, funding and careers in plain language, and get clear next steps, day or night.</p>}
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div>
          <ul className="space-y-3">
            {capabilities.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800 dark:text-slate-200">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                {item}
              </li>
            ))}
          </ul>
          <Link to="/meet-thandi" className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
            Meet Thandi
          </Link>
        </div>
        <div
          role="group"
          aria-label="Example conversation with Thandi"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">Example conversation</p>
          <div className="mt-4 space-y-3">
            <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-emerald-700 px-4 py-3 text-white dark:bg-emerald-400 dark:text-slate-950">
              Which documents do I need to apply?
            </p>
            <div className="flex max-w-[90%] gap-2">
              <Bot aria-hidden="true" className="mt-2 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <p className="rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-slate-800 shadow-sm dark:bg-slate-800 dark:text-slate-100">
                Most institutions ask for a copy of your ID, your latest results and proof of residence. Upload them once to your Kusasa profile and use them
                for every application.
              </p>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
