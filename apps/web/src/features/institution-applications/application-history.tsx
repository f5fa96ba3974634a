import { eventLabels, learnerStatusLabels, unsuccessfulReasonLabels } from '@kusasa/domain/admission-texts';
import { documentsRequestedTitle } from '@kusasa/domain/application-timeline-texts';
import type { TimelineEvent } from '@kusasa/domain/schemas/institution-applications/application';

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-ZA') : '—');
export const statusLabel = (status: string | null) =>
  status && Object.hasOwn(learnerStatusLabels, status) ? learnerStatusLabels[status as keyof typeof learnerStatusLabels] : status;
const reasonLabel = (code: string | null) =>
  code && Object.hasOwn(unsuccessfulReasonLabels, code) ? unsuccessfulReasonLabels[code as keyof typeof unsuccessfulReasonLabels] : code;

function titleOf(event: TimelineEvent): string {
  if (event.type === 'status-changed') return `${eventLabels[event.type]}: ${statusLabel(event.toStatus)}`;
  if (event.documentTypes.length > 0) return documentsRequestedTitle(event.documentTypes);
  return eventLabels[event.type];
}

/** The application's append-only log as the institution reads it: each event, who, why. */
export function ApplicationHistory({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="mt-3 grid gap-3">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-emerald-600 pl-3">
          <p className="font-medium">{titleOf(event)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {when(event.createdAt)} {event.actorName ? `· ${event.actorName}` : ''}
          </p>
          {event.reasonCode && <p className="text-sm">{reasonLabel(event.reasonCode)}</p>}
          {event.condition && <p className="text-sm">{event.condition}</p>}
          {event.note && <p className="text-sm whitespace-pre-line">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
