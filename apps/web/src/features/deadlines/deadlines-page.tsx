import { useId } from 'react';
import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import type { Deadline } from '@kusasa/domain/schemas/deadlines';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useDeadlines } from './api/get-deadlines';
import { CalendarSection } from './calendar-section';
import { DeadlineItem } from './deadline-item';

const t = deadlineTexts.page;

function DeadlineGroup({ title, deadlines }: { title: string; deadlines: Deadline[] }) {
  const id = useId();
  if (deadlines.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Card className="min-w-0 p-4 sm:p-6">
        <h2 id={id} className="text-xl font-semibold text-slate-950 dark:text-white">
          {title}
        </h2>
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {deadlines.map((deadline) => (
            <li key={deadline.id}>
              <DeadlineItem deadline={deadline} />
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}

/** /deadlines (issue 30): the learner's dates nearest first, in SA time, with what is left to do; and their calendar feed. */
export default function DeadlinesPage({ title }: PageProps) {
  const list = useDeadlines();

  let body;
  if (list.data) {
    const upcoming = list.data.deadlines.filter((deadline) => deadline.status !== 'closed');
    const closed = list.data.deadlines.filter((deadline) => deadline.status === 'closed');
    body =
      list.data.deadlines.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <>
          <DeadlineGroup title={t.upcoming} deadlines={upcoming} />
          <DeadlineGroup title={t.closed} deadlines={closed} />
        </>
      );
  } else if (list.isError) {
    body = (
      <div className="grid max-w-xl gap-4">
        <Alert tone="error">{t.failed}</Alert>
        <Button variant="outline" className="justify-self-start" disabled={list.isFetching} onClick={() => void list.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={t.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t.intro}</p>
      <div className="mt-6 grid min-w-0 gap-6">
        {body}
        <CalendarSection />
      </div>
    </Container>
  );
}
