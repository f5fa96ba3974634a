import {
  APPLICATION_EVENT_TYPES,
  EVENT_ACTORS,
  INBOX_STATUSES,
  requestedDocumentsOf,
  type ApplicationEventType,
  type EventActor,
  type InboxStatus,
} from '@kusasa/domain/rules/admissions';
import type { TimelineEvent } from '@kusasa/domain/schemas/institution-applications/application';
import type { EventRow } from '../../core/admissions/admissions-ledger.ts';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A ledger event as the institution's timeline shows it; `names` maps colleagues' ids to their names. */
export function toTimelineEvent(event: EventRow, names: ReadonlyMap<string, string> = new Map()): TimelineEvent {
  const actor: EventActor = oneOf(EVENT_ACTORS, event.actor, 'institution');
  return {
    id: event.id,
    type: oneOf<ApplicationEventType>(APPLICATION_EVENT_TYPES, event.type, 'status-changed'),
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor,
    actorName: actor === 'institution' && event.actorId ? (names.get(event.actorId) ?? null) : null,
    reasonCode: event.reasonCode,
    note: event.note,
    condition: event.condition,
    documentTypes: event.type === 'documents-requested' ? requestedDocumentsOf(event.details) : [],
    createdAt: event.createdAt.toISOString(),
  };
}

/** A stored status as the inbox names it (an unknown one reads as submitted). */
export const inboxStatus = (status: string): InboxStatus => oneOf(INBOX_STATUSES, status, 'submitted');
