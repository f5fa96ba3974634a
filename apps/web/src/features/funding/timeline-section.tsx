import { appealDecisionWord, fundingEventLabels, fundingStatusWord as statusLabel } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingEvent } from '@kusasa/domain/schemas/funding/common';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useFundingTimeline } from './api/get-timeline';
import { showTimestampDay } from './dates';
import { CardSection } from '../../components/ui/card-section';

const texts = fundingTexts.timeline;

function EventRow({ event }: { event: FundingEvent }) {
  const decision = appealDecisionWord(event);
  return (
    <li className="grid min-w-0 gap-0.5 border-l-2 border-emerald-600 pl-3 dark:border-emerald-400">
      <p className="font-medium text-slate-950 dark:text-white">{fundingEventLabels[event.type]}</p>
      {event.toStatus && (
        <p className="text-slate-800 dark:text-slate-200">
          {texts.statusChange(event.fromStatus ? statusLabel(event.fromStatus) : null, statusLabel(event.toStatus))}
        </p>
      )}
      {decision && <p className="text-slate-800 dark:text-slate-200">{decision}</p>}
      {event.note && <p className="break-words text-slate-800 dark:text-slate-200">{event.note}</p>}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {texts.actors[event.actor]} · <time dateTime={event.createdAt}>{showTimestampDay(event.createdAt)}</time>
      </p>
    </li>
  );
}

/** Everything that happened to the learner's funding, newest first (as the API orders it). */
export function TimelineSection() {
  const timeline = useFundingTimeline();
  let body;
  if (timeline.isPending) body = <Spinner label={texts.loading} />;
  else if (timeline.isError)
    body = (
      <Alert tone="error">
        <p>{texts.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void timeline.refetch()}>
          {fundingTexts.tryAgain}
        </Button>
      </Alert>
    );
  else if (timeline.data.events.length === 0) body = <p className="text-slate-700 dark:text-slate-300">{texts.empty}</p>;
  else
    body = (
      <ol className="grid gap-4">
        {timeline.data.events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ol>
    );
  return <CardSection title={texts.heading}>{body}</CardSection>;
}
