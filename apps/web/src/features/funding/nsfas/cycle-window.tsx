import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import { daysBetween, showDay, todaySa } from '../dates';

const texts = fundingTexts.window;

function NotAnnounced() {
  return (
    <div className="grid gap-1">
      <p className="font-semibold text-slate-950 dark:text-white">{texts.notAnnouncedTitle}</p>
      <p className="text-slate-800 dark:text-slate-200">{texts.notAnnounced}</p>
    </div>
  );
}

/** The NSFAS window of the coming funding year: its dates, a countdown while open, and where the dates come from. */
export function CycleWindow({ cycle }: { cycle: NsfasCycle | null }) {
  if (!cycle) return <NotAnnounced />;
  const daysLeft = cycle.state === 'open' && cycle.closesOn ? daysBetween(todaySa(), cycle.closesOn) : null;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{texts.fundingYear(cycle.fundingYear)}</p>
      {cycle.state === 'not-announced' ? (
        <NotAnnounced />
      ) : (
        <>
          <p className="font-semibold text-slate-950 dark:text-white">{texts[cycle.state]}</p>
          <dl className="grid gap-1 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-4 dark:text-slate-200">
            <dt className="font-medium">{texts.opens}</dt>
            <dd>{cycle.opensOn ? showDay(cycle.opensOn) : texts.notAnnouncedTitle}</dd>
            <dt className="font-medium">{texts.closes}</dt>
            <dd>{cycle.closesOn ? showDay(cycle.closesOn) : texts.closesNotAnnounced}</dd>
          </dl>
          {daysLeft !== null && daysLeft >= 0 && <p className="text-2xl font-bold text-emerald-800 dark:text-emerald-300">{texts.daysLeft(daysLeft)}</p>}
        </>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {texts.source}:{' '}
        <a
          href={cycle.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium break-words text-emerald-800 underline dark:text-emerald-300"
        >
          {cycle.sourceTitle}
          <span className="sr-only"> {texts.opensInNewTab}</span>
        </a>
        . {texts.checkedOn(showDay(cycle.checkedOn))}
      </p>
    </div>
  );
}
