import { appealDecisionWord, fundingEventLabels, fundingStatusWord } from '@kusasa/domain/funding-labels';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { FundingEvent } from '@kusasa/domain/schemas/funding/common';
import { Card, CardTitle } from '../../components/ui/card';

/** What happened to the learner's funding readiness, as the API orders it (newest first). */
export function LearnerTimeline({ events }: { events: readonly FundingEvent[] }) {
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <CardTitle>{t.timeline}</CardTitle>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noEvents}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {events.map((event) => {
            const from = event.fromStatus && fundingStatusWord(event.fromStatus);
            const to = event.toStatus && fundingStatusWord(event.toStatus);
            const decision = appealDecisionWord(event);
            return (
              <li key={event.id} className="border-l-2 border-emerald-600 pl-3 dark:border-emerald-400">
                <p className="font-medium text-slate-900 dark:text-slate-100">{fundingEventLabels[event.type]}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {formatLongDate(event.createdAt)} · {t.actors[event.actor]}
                </p>
                {(from || to) && <p className="text-sm text-slate-800 dark:text-slate-200">{from ? `${from} → ${to ?? '—'}` : to}</p>}
                {decision && <p className="text-sm text-slate-800 dark:text-slate-200">{decision}</p>}
                {event.note && <p className="text-sm break-words text-slate-800 dark:text-slate-200">{event.note}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
