import { consultationErrorTexts as t, consultationMessageTexts } from '@kusasa/domain/consultation-texts';
import { cancellationRefundPercent, canReschedule, refundCents, sessionTypeOr } from '@kusasa/domain/rules/consultations';
import { formatZar } from '@kusasa/domain/rules/money';
import type { BookingResult } from '@kusasa/domain/schemas/consultations';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { BookingsService, Deps } from './bookings.service.ts';
import { createConsultationsRepo, type BookingRow } from './consultations.repo.ts';

// A learner cancels or moves their own booking (issue 31), under the rules shown before paying
// (rules/consultations.ts); a counselor cancels a booked session with a reason the learner reads.
// A cancelled paid session records its refund (the policy's rate, or all of it when the counselor
// cancels) in the same transaction, once; payment recovery lists it under Refunds Due for an admin
// to pay back.
export function createBookingChanges({ db, clock, messages }: Pick<Deps, 'db' | 'clock' | 'messages'>, bookings: Pick<BookingsService, 'viewOf' | 'takeSlot'>) {
  /** The learner's own booking, locked; another's is 404, as a made-up id. */
  async function own(tx: Executor, learnerId: string, bookingId: string): Promise<BookingRow> {
    const booking = await createConsultationsRepo(tx).lockBooking(bookingId);
    if (!booking || booking.learnerId !== learnerId) throw new AppError('NOT_FOUND', t.bookingNotFound);
    return booking;
  }

  async function recordRefund(tx: Executor, booking: BookingRow, now: Date, by: 'learner' | 'counselor') {
    if (booking.paidBy !== 'payment' || !booking.paymentId) return;
    const percent = by === 'counselor' ? 100 : (cancellationRefundPercent(booking.startsAt, booking.paidAt, now) ?? 0);
    const amountCents = refundCents(booking.priceCents, percent);
    const amount = formatZar(amountCents);
    await createConsultationsRepo(tx).insertRefund({
      bookingId: booking.id,
      paymentId: booking.paymentId,
      paidCents: booking.priceCents,
      percent,
      amountCents,
      reason: by === 'counselor' ? consultationMessageTexts.counselorRefundReason(amount) : consultationMessageTexts.refundReason(percent, amount),
      createdAt: now,
    });
  }

  return {
    async cancel(learnerId: string, bookingId: string): Promise<BookingResult> {
      const now = clock();
      const cancelled = await db.transaction(async (tx) => {
        const booking = await own(tx, learnerId, bookingId);
        if (booking.status !== 'confirmed' && booking.status !== 'pending_payment') throw new AppError('CONFLICT', t.notCancellable);
        if (booking.startsAt <= now) throw new AppError('CONFLICT', t.cannotCancel);
        const row = await createConsultationsRepo(tx).updateBooking(booking.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
        // A hold never paid owes nothing and tells nobody: the slot is simply free again.
        if (booking.status === 'confirmed') {
          await recordRefund(tx, booking, now, 'learner');
          await messages.cancelled(tx, row);
        }
        return row;
      });
      return { booking: await bookings.viewOf(cancelled), checkout: null };
    },

    /**
     * The counselor cancels a confirmed session of theirs that has not begun: the learner gets all
     * they paid back (an included session is given back by the cancellation itself) and reads the
     * reason; the slot is withdrawn, since the counselor cannot take it. Another's booking is 404.
     */
    async cancelByCounselor(counselorId: string, bookingId: string, reason: string): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const repo = createConsultationsRepo(tx);
        const booking = await repo.lockBooking(bookingId);
        if (!booking || booking.counselorId !== counselorId) throw new AppError('NOT_FOUND', t.bookingNotFound);
        if (booking.status !== 'confirmed') throw new AppError('CONFLICT', t.counselorNotCancellable);
        if (booking.startsAt <= now) throw new AppError('CONFLICT', t.cannotCancel);
        const row = await repo.updateBooking(booking.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
        await repo.withdraw(booking.slotId, now);
        await recordRefund(tx, booking, now, 'counselor');
        await messages.cancelledByCounselor(tx, row, reason);
      });
    },

    /** Moves a confirmed session to another free slot offering its type, up to 24 hours before it starts. */
    async reschedule(learnerId: string, bookingId: string, slotId: string): Promise<BookingResult> {
      const now = clock();
      const moved = await db
        .transaction(async (tx) => {
          const booking = await own(tx, learnerId, bookingId);
          if (booking.status !== 'confirmed') throw new AppError('CONFLICT', t.notCancellable);
          if (!canReschedule(booking.startsAt, now)) throw new AppError('CONFLICT', t.cannotReschedule);
          if (slotId === booking.slotId) throw new AppError('VALIDATION', t.slotUnavailable, { slotId: t.slotUnavailable });
          const slot = await bookings.takeSlot(tx, slotId, sessionTypeOr(booking.sessionType), now);
          const row = await createConsultationsRepo(tx).updateBooking(booking.id, {
            slotId: slot.id,
            counselorId: slot.counselorId,
            startsAt: slot.startsAt,
            endsAt: new Date(slot.startsAt.getTime() + (booking.endsAt.getTime() - booking.startsAt.getTime())),
            updatedAt: now,
          });
          await messages.moved(tx, row);
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', t.slotTaken, { slotId: t.slotTaken });
          throw error;
        });
      return { booking: await bookings.viewOf(moved), checkout: null };
    },
  };
}

export type BookingChanges = ReturnType<typeof createBookingChanges>;
