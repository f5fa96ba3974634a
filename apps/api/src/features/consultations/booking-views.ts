import { cancellationRefundPercent, canReschedule, sessionTypeOr } from '@kusasa/domain/rules/consultations';
import { bookingStatusSchema, type CounselorSlot, type FreeSlot, type LearnerBooking } from '@kusasa/domain/schemas/consultations';
import type { BookingRow, RefundRow, SlotRow } from './consultations.repo.ts';

// How bookings and slots leave the API: each side sees only what it needs (the counselor a
// learner's first name, the learner the counselor's first name).

export const firstNameOf = (fullName: string | null | undefined, fallback: string): string => fullName?.trim().split(/\s+/)[0] || fallback;

const status = (row: BookingRow) => bookingStatusSchema.catch('expired').parse(row.status);

export function toLearnerBooking(row: BookingRow, counselorFirstName: string, refund: RefundRow | null, now: Date): LearnerBooking {
  const live = row.status === 'confirmed' || row.status === 'pending_payment';
  const started = row.startsAt.getTime() <= now.getTime();
  const paid = row.paidBy === 'payment' && row.status === 'confirmed';
  return {
    id: row.id,
    sessionType: sessionTypeOr(row.sessionType),
    status: status(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    counselorFirstName,
    priceCents: row.priceCents,
    paidBy: row.paidBy === 'included' ? 'included' : 'payment',
    holdExpiresAt: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    refund: refund ? { amountCents: refund.amountCents, percent: refund.percent } : null,
    canCancel: live && !started,
    canReschedule: row.status === 'confirmed' && canReschedule(row.startsAt, now),
    refundPercentNow: paid ? cancellationRefundPercent(row.startsAt, row.paidAt, now) : null,
  };
}

export function toCounselorSlot(slot: SlotRow, booking: BookingRow | null, learnerFirstName: string): CounselorSlot {
  return {
    id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    sessionTypes: slot.sessionTypes.map(sessionTypeOr),
    booking: booking && {
      id: booking.id,
      learnerFirstName,
      sessionType: sessionTypeOr(booking.sessionType),
      status: status(booking),
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
    },
  };
}

export const toFreeSlot = (slot: SlotRow, counselorFirstName: string): FreeSlot => ({
  id: slot.id,
  startsAt: slot.startsAt.toISOString(),
  sessionTypes: slot.sessionTypes.map(sessionTypeOr),
  counselorFirstName,
});
