import { HandCoins, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts } from '@kusasa/domain/sponsor-texts';
import type { PageProps } from '../../lib/page-props';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardText } from '../../components/ui/card';
import { Container } from '../../components/ui/container';

/**
 * /sponsorships (seed 002): the sponsor ecosystem page. Public: a learner goes on to ask for help
 * (signing in first), a sponsor to register or to their dashboard.
 */
const texts = sponsorPageTexts.ecosystem;

export default function SponsorshipsPage({ title }: PageProps) {
  return (
    <Container className="grid gap-8 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{texts.intro}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/sponsorships/apply" className={buttonVariants({ size: 'lg' })}>
            <HandCoins aria-hidden="true" />
            {sponsorshipTexts.applyForSponsorship}
          </Link>
          <Link to="/sponsors/register" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            <HeartHandshake aria-hidden="true" />
            {sponsorshipTexts.becomeSponsor}
          </Link>
        </div>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold text-slate-950 dark:text-white">{texts.forLearners}</h2>
          <CardText>{texts.forLearnersBody}</CardText>
          <Link to="/sponsorships/status" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
            {sponsorshipTexts.myApplicationsTitle}
          </Link>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold text-slate-950 dark:text-white">{texts.forSponsors}</h2>
          <CardText>{texts.forSponsorsBody}</CardText>
          <Link to="/sponsors/login" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
            {texts.sponsorSignIn}
          </Link>
        </Card>
      </div>

      <section aria-labelledby="sponsorship-steps">
        <h2 id="sponsorship-steps" className="text-xl font-bold text-slate-950 dark:text-white">
          {texts.howItWorks}
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-3">
          {texts.steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
              >
                {index + 1}
              </span>
              <span className="text-slate-800 dark:text-slate-200">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
