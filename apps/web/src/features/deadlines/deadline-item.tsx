import { Link } from 'react-router';
import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { Deadline } from '@kusasa/domain/schemas/deadlines';
import { cn } from '../../lib/cn';
import { AfterClosingNote } from './after-closing';

const t = deadlineTexts.page;

const countdownTone: Record<Deadline['status'], string> = {
  upcoming: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  today: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100',
  closed: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** The days left (or since closing) in words, as a small badge. */
export function Countdown({ deadline }: { deadline: Pick<Deadline, 'daysLeft' | 'status'> }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold', countdownTone[deadline.status])}>{t.daysLeft(deadline.daysLeft)}</span>
  );
}

/** One date: what it is, when, the countdown, what is left to do (a link to do it), where the date comes from; after closing, the way on. */
export function DeadlineItem({ deadline }: { deadline: Deadline }) {
  const { source } = deadline;
  return (
    <article className="grid min-w-0 gap-2 py-4" aria-label={deadline.title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-950 dark:text-white">{deadline.title}</h3>
        <Countdown deadline={deadline} />
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        <time dateTime={deadline.date}>{formatIsoDay(deadline.date)}</time>
      </p>
      <p className="text-slate-800 dark:text-slate-200">
        <span className="font-medium">{t.toDoLabel}: </span>
        <Link to={deadline.link} className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
          {deadline.toDo}
        </Link>
      </p>
      <p className="text-sm break-words text-slate-600 dark:text-slate-400">
        {source ? (
          <>
            {t.sourceLabel}:{' '}
            {source.url ? (
              <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {source.title}
              </a>
            ) : (
              source.title
            )}
            {source.checkedOn && <> · {t.checkedOn(formatIsoDay(source.checkedOn))}</>}
          </>
        ) : (
          t.noSource
        )}
      </p>
      {deadline.status === 'closed' && deadline.afterClosing && <AfterClosingNote after={deadline.afterClosing} />}
    </article>
  );
}
