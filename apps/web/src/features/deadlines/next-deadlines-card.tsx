import { Link } from 'react-router';
import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { DASHBOARD_DEADLINES } from '@kusasa/domain/rules/deadlines';
import { Card } from '../../components/ui/card';
import { useDeadlines } from './api/get-deadlines';
import { Countdown } from './deadline-item';

const t = deadlineTexts.card;

/** The dashboard's 'Next deadlines': the next three dates still to come, and the way to all of them. */
export function NextDeadlinesCard() {
  const list = useDeadlines();
  const next = (list.data?.deadlines ?? []).filter((deadline) => deadline.status !== 'closed').slice(0, DASHBOARD_DEADLINES);
  return (
    <Card className="p-5">
      <section aria-labelledby="next-deadlines-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="next-deadlines-title" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t.title}
          </h2>
          <Link to="/deadlines" className="text-sm font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            {t.all}
          </Link>
        </div>
        {list.isError ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.failed}</p>
        ) : list.isPending ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{deadlineTexts.page.loading}</p>
        ) : next.length === 0 ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.none}</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {next.map((deadline) => (
              <li key={deadline.id} className="grid gap-1 py-3">
                <p className="font-medium break-words text-slate-950 dark:text-white">{deadline.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <time dateTime={deadline.date}>{formatIsoDay(deadline.date)}</time>
                  <Countdown deadline={deadline} />
                </p>
              </li>
            ))}
          </ol>
        )}
        <Link to="/roadmap" className="mt-3 inline-block text-sm font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
          {t.roadmap}
        </Link>
      </section>
    </Card>
  );
}
