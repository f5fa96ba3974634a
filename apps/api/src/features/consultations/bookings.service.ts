import { consultationErrorTexts as t } from '@kusasa/domain/consultation-texts';
import { BOOKING_HOLD_MINUTES, PRO_AI_INCLUDED_SESSIONS, SESSION_TYPE_IDS, sessionById, type SessionTypeId } from '@kusasa/domain/rules/consultations';
import type { BookingResult, ConsultationCheckout, LearnerConsultations, NewBooking } from '@kusasa/domain/schemas/consultations';
import { newBookingSchema } from '@kusasa/domain/schemas/consultations';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { bookingIcs } from './consultation-ics.ts';
import { peopleOf, type ConsultationMessages } from './consultation-messages.ts';
import { firstNameOf, toFreeSlot, toLearnerBooking } from './booking-views.ts';
import { createConsultationsRepo, type BookingRow } from './consultations.repo.ts';

const MINUTE_MS = 60_000;

export type Deps = Pick<Kernel, 'db' | 'clock' | 'users' | 'plans' | 'guardianConsent'> & {
  checkout: Pick<PaymentsService, 'startCheckout' | 'statusOf'>;
  messages: ConsultationMessages;
  publicUrl: string;
};

// A learner's side of consultations (issue 31): the free slots, booking one (the slot row is
// locked and a unique index allows one live booking per slot, so of two learners racing exactly
// one wins), paying through the payments feature or using a Pro + AI included session, and
// the learner's own bookings. Cancelling and moving are in booking-changes.ts.
export function createBookingsService(deps: Deps) {
  const { db, clock, users, plans, checkout, messages, publicUrl } = deps;

  /** Included sessions of the learner's plan per type, with how many are left. */
  async function included(learnerId: string, executor: Executor = db) {
    if ((await plans.currentPlanId(learnerId, executor)) !== 'pro-ai') return [];
    const used = await createConsultationsRepo(executor).includedUsed(learnerId);
    return SESSION_TYPE_IDS.flatMap((sessionType) => {
      const count = PRO_AI_INCLUDED_SESSIONS[sessionType] ?? 0;
      return count > 0 ? [{ sessionType, included: count, remaining: Math.max(0, count - (used.get(sessionType) ?? 0)) }] : [];
    });
  }

  async function counselorNames(ids: string[]) {
    return new Map((await users.summariesOf([...new Set(ids)])).map((user) => [user.id, firstNameOf(user.fullName, '-')]));
  }

  async function viewOf(row: BookingRow) {
    const names = await counselorNames([row.counselorId]);
    const [refund] = await createConsultationsRepo(db).refundsOf([row.id]);
    return toLearnerBooking(row, names.get(row.counselorId) ?? '-', refund ?? null, clock());
  }

  /** Inside the booking's transaction: the slot is free, offers the type, and has not begun. */
  async function takeSlot(tx: Executor, slotId: string, sessionType: SessionTypeId, now: Date) {
    const repo = createConsultationsRepo(tx);
    const slot = await repo.lockSlot(slotId);
    if (!slot || slot.withdrawnAt || slot.startsAt <= now) throw new AppError('CONFLICT', t.slotUnavailable, { slotId: t.slotUnavailable });
    if (!slot.sessionTypes.includes(sessionType)) throw new AppError('VALIDATION', t.sessionNotOffered, { sessionType: t.sessionNotOffered });
    await repo.releaseStaleHolds(now, slot.id);
    if (await repo.liveBookingOf(slot.id)) throw new AppError('CONFLICT', t.slotTaken, { slotId: t.slotTaken });
    return slot;
  }

  return {
    viewOf,
    takeSlot,

    async list(learnerId: string): Promise<LearnerConsultations> {
      const now = clock();
      const repo = createConsultationsRepo(db);
      const [slots, bookings] = await Promise.all([repo.freeSlots(now), repo.bookingsOf(learnerId)]);
      const names = await counselorNames([...slots, ...bookings].map((row) => row.counselorId));
      const refunds = new Map((await repo.refundsOf(bookings.map((row) => row.id))).map((row) => [row.bookingId, row]));
      return {
        slots: slots.map((slot) => toFreeSlot(slot, names.get(slot.counselorId) ?? '-')),
        bookings: bookings.map((row) => toLearnerBooking(row, names.get(row.counselorId) ?? '-', refunds.get(row.id) ?? null, now)),
        included: await included(learnerId),
      };
    },

    async book(learnerId: string, body: NewBooking, origin: string): Promise<BookingResult> {
      // A booking shares the learner with a counselor: a learner under 18 waits for their guardian.
      await deps.guardianConsent.assertSharing(learnerId);
      const input = newBookingSchema.parse(body);
      const session = sessionById(input.sessionType);
      const now = clock();
      const { booking, free } = await db
        .transaction(async (tx) => {
          // One learner's bookings one at a time, so two tabs cannot both use the one included session.
          await users.lock([learnerId], tx);
          const slot = await takeSlot(tx, input.slotId, session.id, now);
          const free = (await included(learnerId, tx)).some((row) => row.sessionType === session.id && row.remaining > 0);
          const booking = await createConsultationsRepo(tx).insertBooking({
            slotId: slot.id,
            learnerId,
            counselorId: slot.counselorId,
            sessionType: session.id,
            startsAt: slot.startsAt,
            endsAt: new Date(slot.startsAt.getTime() + session.durationMinutes * MINUTE_MS),
            status: free ? 'confirmed' : 'pending_payment',
            holdExpiresAt: free ? null : new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE_MS),
            priceCents: free ? 0 : session.priceCents,
            paidBy: free ? 'included' : 'payment',
            createdAt: now,
            updatedAt: now,
          });
          if (free) await messages.confirmed(tx, booking);
          return { booking, free };
        })
        .catch((error: unknown) => {
          // The unique index caught a race the lock did not (another instance, another connection).
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', t.slotTaken, { slotId: t.slotTaken });
          throw error;
        });
      if (free) return { booking: await viewOf(booking), checkout: null };
      const form = await checkout.startCheckout(
        {
          userId: learnerId,
          kind: 'consultation',
          planId: null,
          subjectId: booking.id,
          tier: session.id,
          amountCents: session.priceCents,
          itemName: `Kusasa ${session.name} consultation`,
          paymentMethod: input.paymentMethod,
          returnPath: (reference) => `/consultations?paid=${reference}`,
          cancelPath: (reference) => `/consultations?unpaid=${reference}`,
        },
        origin,
      );
      const held = await createConsultationsRepo(db).updateBooking(booking.id, { merchantReference: form.merchantReference, updatedAt: clock() });
      return { booking: await viewOf(held), checkout: form };
    },

    /** After PayFast: the payment as the provider now says, and the booking it paid for. */
    async checkoutStatus(learnerId: string, reference: string): Promise<ConsultationCheckout> {
      const status = await checkout.statusOf(learnerId, reference, 'consultation', true);
      const booking = await createConsultationsRepo(db).byMerchantReference(learnerId, status.merchantReference);
      if (!booking) throw new AppError('NOT_FOUND', t.bookingNotFound);
      return { paymentStatus: status.status, booking: await viewOf(booking) };
    },

    /** The calendar file of a booking the caller is the learner or the counselor of; any other is 404. */
    async ics(userId: string, bookingId: string, as: 'learner' | 'counselor'): Promise<string> {
      const booking = await createConsultationsRepo(db).booking(bookingId);
      const owner = booking && (as === 'learner' ? booking.learnerId : booking.counselorId);
      if (!booking || owner !== userId || booking.status === 'expired' || booking.status === 'pending_payment')
        throw new AppError('NOT_FOUND', t.bookingNotFound);
      return bookingIcs(booking, await peopleOf(users, booking), publicUrl, clock());
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
