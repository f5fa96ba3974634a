import { useId } from 'react';
import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import type { Deadline } from '@kusasa/domain/schemas/deadlines';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
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
    body = <LoadFailed message={t.failed} retry={t.retry} query={list} />;
  } else {
    body = <Spinner label={t.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6 grid min-w-0 gap-6">
        {body}
        <CalendarSection />
      </div>
    </Container>
  );
}
