import { consultationTexts as t } from '@kusasa/domain/guidance-texts';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { ConsultationsBooking } from '../../features/consultations/consultations-booking';
import { SessionList } from '../../features/guidance/components/session-list';
import type { PageProps } from '../../lib/page-props';

/** /consultations (seed 001; issue 31): the three session types (guidance) and booking them (consultations). Public. */
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
        <ConsultationsBooking />
      </Card>
    </Container>
  );
}
