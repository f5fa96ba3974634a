import { z } from 'zod';
import { consultationErrorTexts } from '../consultation-texts.ts';
import { SESSION_TYPE_IDS } from '../rules/consultations.ts';
import { createPaymentResponseSchema } from './payments/create-payment.ts';
import { checkoutPaymentMethodSchema, paymentStatusSchema } from './payments/payment-states.ts';

/*
 * Bookable consultations (issue 31, decision 0418). Times are ISO instants; counselors enter a
 * South African wall-clock time ('YYYY-MM-DDTHH:MM', Africa/Johannesburg).
 *
 * THE COUNSELOR (approved consultant; the routes take no counselor id)
 * GET  /api/counselor/consultations                              counselorConsultationsSchema
 * POST /api/counselor/consultations/slots                        newSlotSchema -> 201 counselorConsultationsSchema
 * POST /api/counselor/consultations/slots/:slotId/withdraw       counselorConsultationsSchema (an unbooked slot only)
 * POST /api/counselor/consultations/bookings/:bookingId/cancel  counselorCancelSchema -> counselorConsultationsSchema
 *      (a confirmed session not yet begun: a full refund, the slot withdrawn, the learner told why)
 * GET  /api/counselor/consultations/bookings/:bookingId/calendar.ics   text/calendar
 *
 * THE LEARNER (student; routes take no learner id)
 * GET  /api/consultations                                        learnerConsultationsSchema (free slots, my bookings, included sessions)
 * POST /api/consultations/bookings                               newBookingSchema -> 201 bookingResultSchema
 * GET  /api/consultations/checkout/:reference                    consultationCheckoutSchema (asks the provider again)
 * POST /api/consultations/bookings/:bookingId/cancel             bookingResultSchema (with the refund)
 * POST /api/consultations/bookings/:bookingId/reschedule         rescheduleSchema -> bookingResultSchema
 * GET  /api/consultations/bookings/:bookingId/calendar.ics       text/calendar
 */

export const sessionTypeSchema = z.enum(SESSION_TYPE_IDS);

export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const newSlotSchema = z.object({
  /** South African wall-clock start, e.g. '2026-12-01T14:30'. */
  startsAt: z.string().max(16),
  sessionTypes: z.array(sessionTypeSchema).min(1).max(3),
});
export type NewSlot = z.infer<typeof newSlotSchema>;

export const slotParamsSchema = z.object({ slotId: z.uuid() });
export const bookingParamsSchema = z.object({ bookingId: z.uuid() });
export const checkoutParamsSchema = z.object({ reference: z.string().min(1).max(40) });

const refundSchema = z.object({ amountCents: z.number().int(), percent: z.number().int() });

export const counselorBookingSchema = z.object({
  id: z.uuid(),
  learnerFirstName: z.string(),
  sessionType: sessionTypeSchema,
  status: bookingStatusSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

export const counselorSlotSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  sessionTypes: z.array(sessionTypeSchema),
  /** The slot's live booking (held for payment or confirmed), if any. */
  booking: counselorBookingSchema.nullable(),
});
export type CounselorSlot = z.infer<typeof counselorSlotSchema>;

export const counselorConsultationsSchema = z.object({ slots: z.array(counselorSlotSchema) });
export type CounselorConsultations = z.infer<typeof counselorConsultationsSchema>;

export const freeSlotSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  sessionTypes: z.array(sessionTypeSchema),
  counselorFirstName: z.string(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const learnerBookingSchema = z.object({
  id: z.uuid(),
  sessionType: sessionTypeSchema,
  status: bookingStatusSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  counselorFirstName: z.string(),
  priceCents: z.number().int(),
  paidBy: z.enum(['payment', 'included']),
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  refund: refundSchema.nullable(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  /** What cancelling now would give back, in percent (null when it cannot be cancelled or nothing was paid). */
  refundPercentNow: z.number().int().nullable(),
});
export type LearnerBooking = z.infer<typeof learnerBookingSchema>;

export const includedSessionSchema = z.object({ sessionType: sessionTypeSchema, included: z.number().int(), remaining: z.number().int() });

export const learnerConsultationsSchema = z.object({
  slots: z.array(freeSlotSchema),
  bookings: z.array(learnerBookingSchema),
  /** Sessions the learner's plan includes at no cost (Pro + AI), with how many are left. */
  included: z.array(includedSessionSchema),
});
export type LearnerConsultations = z.infer<typeof learnerConsultationsSchema>;

export const newBookingSchema = z.object({
  slotId: z.uuid(),
  sessionType: sessionTypeSchema,
  paymentMethod: checkoutPaymentMethodSchema.default('card'),
});
export type NewBooking = z.input<typeof newBookingSchema>;

export const rescheduleSchema = z.object({ slotId: z.uuid() });

/** A counselor's cancellation of a booked session: the learner reads the reason. */
export const counselorCancelSchema = z.object({
  reason: z.string().trim().min(5, consultationErrorTexts.cancelReasonLength).max(500, consultationErrorTexts.cancelReasonLength),
});
export type CounselorCancel = z.infer<typeof counselorCancelSchema>;

export const bookingResultSchema = z.object({
  booking: learnerBookingSchema,
  /** PayFast's form for a paid booking; null when the plan includes the session. */
  checkout: createPaymentResponseSchema.nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const consultationCheckoutSchema = z.object({ paymentStatus: paymentStatusSchema, booking: learnerBookingSchema });
export type ConsultationCheckout = z.infer<typeof consultationCheckoutSchema>;
