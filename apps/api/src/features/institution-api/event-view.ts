import { admissionTexts } from '@kusasa/domain/admission-texts';
import { APPLICATION_EVENT_TYPES, EVENT_ACTORS, type ApplicationEventType, type EventActor } from '@kusasa/domain/rules/admissions';
import type { ApiEvent } from '@kusasa/domain/schemas/institution-api/common';
import type { EventRow } from '../../core/admissions/admissions-ledger.ts';
import { AppError } from '../../http/app-error.ts';

// The `since` cursor is opaque to clients: today the base64url of "e1:<seq>". Events of one
// institution are numbered in commit order (core/admissions), so "after this seq" is exact.

const CURSOR_PATTERN = /^e1:(\d{1,15})$/;

export const encodeCursor = (seq: number): string => Buffer.from(`e1:${seq}`).toString('base64url');

/** The seq a cursor stands for; 0 (the start) without one; 400 for one this API did not give out. */
export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw new AppError('VALIDATION', admissionTexts.cursorInvalid, { since: admissionTexts.cursorInvalid });
  return Number(match[1]);
}

const isType = (type: string): type is ApplicationEventType => (APPLICATION_EVENT_TYPES as readonly string[]).includes(type);
const isActor = (actor: string): actor is EventActor => (EVENT_ACTORS as readonly string[]).includes(actor);

/** An event as the API and the webhooks show it (never who in the institution did it). */
export function toApiEvent(row: EventRow): ApiEvent {
  return {
    id: row.id,
    cursor: encodeCursor(row.seq),
    type: isType(row.type) ? row.type : 'status-changed',
    applicationId: row.applicationId,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: isActor(row.actor) ? row.actor : 'institution',
    reasonCode: row.reasonCode,
    note: row.note,
    condition: row.condition,
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
