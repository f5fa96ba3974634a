import { consultationMessageTexts as t } from '@kusasa/domain/consultation-texts';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import type { ConsultationMessages } from './consultation-messages.ts';
import { createConsultationsRepo } from './consultations.repo.ts';

/** What the payments feature tells about a paid consultation payment (its subject is the booking). */
export interface PaidConsultation {
  paymentId: string;
  bookingId: string | null;
  amountCents: number;
  paidAt: Date | null;
}

// A consultation payment's completion (issue 31), in the payment's transaction with its row
// locked. It runs on every COMPLETE the provider repeats: a confirmed booking stays as it is. A
// payment that arrives after its hold ended, when the slot went to someone else, cannot buy the
// session: the booking stays expired and the whole amount is recorded for a refund.
export function createConsultationPayments({ clock, messages }: Pick<Kernel, 'clock'> & { messages: ConsultationMessages }) {
  return {
    async recordPaid(paid: PaidConsultation, tx: Executor): Promise<void> {
      if (!paid.bookingId) throw new Error(`consultation payment ${paid.paymentId} names no booking`);
      const repo = createConsultationsRepo(tx);
      const booking = await repo.lockBooking(paid.bookingId);
      if (!booking) throw new Error(`consultation payment ${paid.paymentId}: booking ${paid.bookingId} vanished`);
      if (booking.paymentId) return;
      const now = clock();
      const paidAt = paid.paidAt ?? now;
      const live = await repo.liveBookingOf(booking.slotId);
      const slotStillOurs = booking.status === 'pending_payment' || (booking.status === 'expired' && live === null && booking.startsAt > now);
      if (!slotStillOurs) {
        await repo.updateBooking(booking.id, { paymentId: paid.paymentId, paidAt, updatedAt: now });
        await repo.insertRefund({
          bookingId: booking.id,
          paymentId: paid.paymentId,
          paidCents: paid.amountCents,
          percent: 100,
          amountCents: paid.amountCents,
          reason: t.latePaymentReason,
          createdAt: now,
        });
        return;
      }
      const confirmed = await repo.updateBooking(booking.id, { status: 'confirmed', paymentId: paid.paymentId, paidAt, holdExpiresAt: null, updatedAt: now });
      await messages.confirmed(tx, confirmed);
    },

    /** Refunds owing money, for payment recovery's Refunds Due (until an admin resolves the payment). */
    async refundsDue(db: Executor) {
      return (await createConsultationsRepo(db).refundsDue()).map((row) => ({ paymentId: row.paymentId, reason: row.reason }));
    },
  };
}
