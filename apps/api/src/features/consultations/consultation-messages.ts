import { consultationMessageTexts as t } from '@kusasa/domain/consultation-texts';
import { formatSessionTime, sessionById, sessionTypeOr } from '@kusasa/domain/rules/consultations';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { firstNameOf } from './booking-views.ts';
import { createConsultationsRepo, type BookingRow } from './consultations.repo.ts';

export const CONSULTATION_MAIL_JOB = 'consultation-confirmation-mail';
export const CONSULTATION_CANCELLED_MAIL_JOB = 'consultation-cancelled-by-counselor-mail';

type Deps = Pick<Kernel, 'db' | 'notify' | 'jobs' | 'mailer' | 'users'> & { publicUrl: string };

/** The names and addresses of a booking's two people. */
export async function peopleOf(users: Deps['users'], booking: BookingRow, executor?: Executor) {
  const found = new Map((await users.summariesOf([booking.learnerId, booking.counselorId], executor)).map((user) => [user.id, user]));
  const learner = found.get(booking.learnerId);
  const counselor = found.get(booking.counselorId);
  return {
    learnerFirstName: firstNameOf(learner?.fullName, '-'),
    counselorFirstName: firstNameOf(counselor?.fullName, '-'),
    learnerEmail: learner?.email ?? null,
    counselorEmail: counselor?.email ?? null,
  };
}

const facts = (booking: BookingRow) => ({
  session: sessionById(sessionTypeOr(booking.sessionType)).name,
  time: formatSessionTime(booking.startsAt.toISOString()),
});

// What the learner and the counselor are told when a session is confirmed, cancelled or moved:
// a notification each in the change's transaction; on confirmation also a mail each with the
// calendar file's link, sent by a job once the transaction has committed.
export function createConsultationMessages({ db, notify, jobs, mailer, users, publicUrl }: Deps) {
  const page = (path: string) => new URL(path, publicUrl).href;

  jobs.register(CONSULTATION_MAIL_JOB, {
    async run(payload) {
      const booking = await createConsultationsRepo(db).booking(String(payload.bookingId));
      if (!booking || booking.status !== 'confirmed') return;
      const people = await peopleOf(users, booking);
      const { session, time } = facts(booking);
      const subject = t.mailSubject(session, time);
      if (people.learnerEmail) {
        const body = t.mailBody(
          t.confirmedLearner(session, time, people.counselorFirstName),
          page(`/api/consultations/bookings/${booking.id}/calendar.ics`),
          page('/consultations'),
        );
        await mailer.send({ to: people.learnerEmail, subject, text: body });
      }
      if (people.counselorEmail) {
        const ics = page(`/api/counselor/consultations/bookings/${booking.id}/calendar.ics`);
        await mailer.send({
          to: people.counselorEmail,
          subject,
          text: t.mailBody(t.confirmedCounselor(session, time, people.learnerFirstName), ics, page('/counselors/consultations')),
        });
      }
    },
  });

  // A counselor's cancellation reaches the learner by mail too: they may have planned their day around it.
  jobs.register(CONSULTATION_CANCELLED_MAIL_JOB, {
    async run(payload) {
      const booking = await createConsultationsRepo(db).booking(String(payload.bookingId));
      if (!booking || booking.status !== 'cancelled') return;
      const people = await peopleOf(users, booking);
      if (!people.learnerEmail) return;
      const { session, time } = facts(booking);
      const message = t.cancelledByCounselorLearner(session, time, people.counselorFirstName, String(payload.reason));
      await mailer.send({ to: people.learnerEmail, subject: t.cancelledMailSubject(session, time), text: `${message}\n\n${page('/consultations')}\n` });
    },
  });

  async function tellBoth(tx: Executor, booking: BookingRow, title: string, learnerText: string, counselorText: string) {
    await notify(booking.learnerId, { title, message: learnerText, type: 'system' }, tx);
    await notify(booking.counselorId, { title, message: counselorText, type: 'system' }, tx);
  }

  return {
    async confirmed(tx: Executor, booking: BookingRow) {
      const people = await peopleOf(users, booking, tx);
      const { session, time } = facts(booking);
      await tellBoth(
        tx,
        booking,
        t.confirmedTitle,
        t.confirmedLearner(session, time, people.counselorFirstName),
        t.confirmedCounselor(session, time, people.learnerFirstName),
      );
      await jobs.enqueue(tx, CONSULTATION_MAIL_JOB, { bookingId: booking.id });
    },

    async cancelled(tx: Executor, booking: BookingRow) {
      const people = await peopleOf(users, booking, tx);
      const { session, time } = facts(booking);
      await tellBoth(tx, booking, t.cancelledTitle, t.cancelledLearner(session, time), t.cancelledCounselor(session, time, people.learnerFirstName));
    },

    async cancelledByCounselor(tx: Executor, booking: BookingRow, reason: string) {
      const people = await peopleOf(users, booking, tx);
      const { session, time } = facts(booking);
      await tellBoth(
        tx,
        booking,
        t.cancelledTitle,
        t.cancelledByCounselorLearner(session, time, people.counselorFirstName, reason),
        t.cancelledByCounselorCounselor(session, time, people.learnerFirstName),
      );
      await jobs.enqueue(tx, CONSULTATION_CANCELLED_MAIL_JOB, { bookingId: booking.id, reason });
    },

    async moved(tx: Executor, booking: BookingRow) {
      const people = await peopleOf(users, booking, tx);
      const { session, time } = facts(booking);
      await tellBoth(tx, booking, t.movedTitle, t.movedLearner(session, time), t.movedCounselor(session, time, people.learnerFirstName));
      await jobs.enqueue(tx, CONSULTATION_MAIL_JOB, { bookingId: booking.id });
    },
  };
}

export type ConsultationMessages = ReturnType<typeof createConsultationMessages>;
