import { createEvent } from 'ics';
import { consultationMessageTexts as t } from '@kusasa/domain/consultation-texts';
import { sessionById, sessionTypeOr } from '@kusasa/domain/rules/consultations';
import type { BookingRow } from './consultations.repo.ts';

// One booked session as an iCalendar file (RFC 5545) through the `ics` library, which escapes,
// folds and writes UTC times; the same file for the learner and the counselor.

export interface IcsPeople {
  learnerFirstName: string;
  counselorFirstName: string;
}

export function bookingIcs(booking: BookingRow, people: IcsPeople, publicUrl: string, now: Date): string {
  const session = sessionById(sessionTypeOr(booking.sessionType));
  const { error, value } = createEvent({
    uid: `consultation-${booking.id}@${new URL(publicUrl).hostname}`,
    productId: '-//Kusasa//Consultations//EN',
    method: 'PUBLISH',
    title: t.icsSummary(session.name),
    description: t.icsDescription(people.learnerFirstName, people.counselorFirstName),
    url: new URL('/consultations', publicUrl).href,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    created: now.getTime(),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
