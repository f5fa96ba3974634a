import { Bot, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { meetThandiTexts, thandiCapabilities } from '@kusasa/domain/assistant-texts';
import { ASSISTANT_DAILY_QUOTAS } from '@kusasa/domain/rules/assistant';
import { PLANS } from '@kusasa/domain/rules/plans';
import { fillText } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';

/**
 * /meet-thandi (seed 001): what Thandi does, the capability items per tier (basic 3, guidance 4,
 * advanced 4) under the plan that gives each tier, and a start button. /thandi asks a signed-out
 * visitor to sign in and brings them back.
 */
export default function MeetThandiPage({ title }: PageProps) {
  return (
    <Container className="grid gap-8 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Bot aria-hidden="true" className="size-12 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{meetThandiTexts.intro}</p>
          <Link to="/thandi" className={buttonVariants({ size: 'lg', className: 'mt-5' })}>
            {meetThandiTexts.start}
          </Link>
        </div>
      </header>

      <section aria-labelledby="thandi-tiers">
        <h2 id="thandi-tiers" className="text-2xl font-bold text-slate-950 dark:text-white">
          {meetThandiTexts.tiersTitle}
        </h2>
        <ul className="mt-4 grid gap-4 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <Card className="h-full p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
                  <Badge tone="neutral">{fillText(meetThandiTexts.perDay, { n: String(ASSISTANT_DAILY_QUOTAS[plan.thandiTier]) })}</Badge>
                </div>
                <ul className="mt-3 space-y-2">
                  {thandiCapabilities[plan.thandiTier].map((item) => (
                    <li key={item} className="flex gap-2 text-slate-800 dark:text-slate-200">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                      {item}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          Compare the plans on the{' '}
          <Link to="/pricing" className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            pricing page
          </Link>
          , or read the answers Thandi gives in the{' '}
          <Link to="/faqs" className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            FAQs
          </Link>
          .
        </p>
      </section>
    </Container>
  );
}
