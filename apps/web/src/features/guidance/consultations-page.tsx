import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { consultationTexts as t } from '@kusasa/domain/guidance-texts';
import type { PageProps } from '../../lib/page-props';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { SessionList } from './components/session-list';

/** /consultations (seed 001): the three session types; booking is honestly not built yet. Public. */
export default function ConsultationsPage({ title }: PageProps) {
  return (
    <Container className="grid gap-8 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>
      </header>
      <section aria-labelledby="session-types-title">
        <h2 id="session-types-title" className="text-xl font-bold text-slate-950 dark:text-white">
          {t.sessionsTitle}
        </h2>
        <SessionList detailed className="mt-4" />
      </section>
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="booking-title">
          <h2 id="booking-title" className="flex items-center gap-2 text-xl font-bold text-slate-950 dark:text-white">
            <CalendarClock aria-hidden="true" className="size-6 text-emerald-700 dark:text-emerald-400" />
            {t.bookingTitle}
          </h2>
          <p role="status" className="mt-2 font-medium text-slate-800 dark:text-slate-200">
            {t.bookingSoon}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t.bookingMeanwhile}</p>
          <Link to="/thandi" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
            {t.chat}
          </Link>
        </section>
      </Card>
    </Container>
  );
}
