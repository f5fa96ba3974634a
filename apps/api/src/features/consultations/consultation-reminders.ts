import { consultationMessageTexts as t } from '@kusasa/domain/consultation-texts';
import { messageTexts } from '@kusasa/domain/messaging-texts';
import { formatSessionTime, sessionById, sessionTypeOr } from '@kusasa/domain/rules/consultations';
import { fitSms } from '@kusasa/domain/rules/sms-parts';
import type { Kernel } from '../../core/kernel.ts';
import type { ComposedMessage } from '../../core/messaging/composed-message.ts';
import type { OutboundRow } from '../../core/messaging/outbox.repo.ts';
import { createConsultationsRepo, type BookingRow } from './consultations.repo.ts';
import { peopleOf } from './consultation-messages.ts';

export const CONSULTATION_REMINDER_TEMPLATE = 'consultation-reminder';

/** Reminders before a confirmed session, in hours; each is queued once it is due. */
export const REMINDER_HOURS = [24, 1] as const;
const HOUR_MS = 60 * 60 * 1000;

/** What a reminder is about: the booking and its start, so a moved session is reminded again and a cancelled one not. */
const subjectOf = (booking: BookingRow) => `${booking.id}@${booking.startsAt.toISOString()}`;

/** The reminder due now: the nearest milestone the session is within. */
export function dueMilestone(startsAt: Date, now: Date): number | null {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = REMINDER_HOURS.filter((hours) => left <= hours * HOUR_MS);
  return due.length === 0 ? null : Math.min(...due);
}

function reminderMessage(userId: string, booking: BookingRow, hours: number, other: string, link: string): ComposedMessage {
  const session = sessionById(sessionTypeOr(booking.sessionType)).name;
  const time = formatSessionTime(booking.startsAt.toISOString());
  const { name, language } = messageTexts.whatsapp.reminder;
  return {
    template: CONSULTATION_REMINDER_TEMPLATE,
    dedupeKey: `consultation-reminder:${userId}:${subjectOf(booking)}:${hours}h`,
    subject: subjectOf(booking),
    inApp: { title: t.reminderTitle(hours), message: t.reminderMessage(session, time, other) },
    email: { subject: t.reminderSubject(session, time), body: t.reminderBody(session, time, other, link) },
    sms: fitSms((short) => t.reminderSms(short, time), session),
    whatsapp: { name, language, parameters: [t.reminderWith(session, other), t.reminderWhen(hours), time, t.reminderToDo, link] },
  };
}

type Deps = Pick<Kernel, 'db' | 'clock' | 'messaging' | 'users' | 'log'> & { publicUrl: string };

// Reminders 24 hours and 1 hour before a confirmed session, to the learner and the counselor, on
// the channels each chose (core/messaging). Housekeeping runs this every quarter hour: the dedupe
// key makes each reminder once; the check before sending drops one whose session was cancelled or moved.
export function createConsultationReminders({ db, clock, messaging, users, log, publicUrl }: Deps) {
  return {
    async run(): Promise<number> {
      const now = clock();
      const due = await createConsultationsRepo(db).confirmedStartingBetween(now, new Date(now.getTime() + REMINDER_HOURS[0] * HOUR_MS));
      let queued = 0;
      for (const booking of due) {
        const hours = dueMilestone(booking.startsAt, now);
        if (hours === null) continue;
        try {
          const people = await peopleOf(users, booking);
          const learner = reminderMessage(booking.learnerId, booking, hours, people.counselorFirstName, new URL('/consultations', publicUrl).href);
          const counselor = reminderMessage(booking.counselorId, booking, hours, people.learnerFirstName, new URL('/counselors/consultations', publicUrl).href);
          queued += await db.transaction(
            async (tx) => (await messaging.queue(tx, booking.learnerId, learner)) + (await messaging.queue(tx, booking.counselorId, counselor)),
          );
        } catch (error) {
          log.error({ err: error, bookingId: booking.id }, 'consultation reminder failed; the others go on');
        }
      }
      return queued;
    },

    /** Just before sending: is the session still confirmed, at the same time, and not begun? */
    async stillWanted(row: OutboundRow): Promise<boolean> {
      const [bookingId] = (row.subject ?? '').split('@');
      const booking = bookingId
        ? await createConsultationsRepo(db)
            .booking(bookingId)
            .catch(() => null)
        : null;
      return booking !== null && booking.status === 'confirmed' && subjectOf(booking) === row.subject && booking.startsAt > clock();
    },
  };
}
