import type { Kernel } from '../core/kernel.ts';
import { createBookingChanges } from '../features/consultations/booking-changes.ts';
import { createBookingsService } from '../features/consultations/bookings.service.ts';
import { createConsultationMessages } from '../features/consultations/consultation-messages.ts';
import { createConsultationPayments } from '../features/consultations/consultation-payments.ts';
import { CONSULTATION_REMINDER_TEMPLATE, createConsultationReminders } from '../features/consultations/consultation-reminders.ts';
import { createConsultationsRepo } from '../features/consultations/consultations.repo.ts';
import { consultationsRoutes, counselorConsultationsRoutes } from '../features/consultations/consultations.routes.ts';
import { createSlotsService } from '../features/consultations/slots.service.ts';
import type { App } from '../http/types.ts';
import type { Counselors } from './counselors.ts';
import type { Payments } from './payments.ts';

/**
 * Bookable consultations (issue 31, decision 0418): approved counselors publish slots, learners
 * book and pay through the payments feature (a payment of kind 'consultation', whose completion
 * confirms the booking; its receipt comes from payments' onPaid like every paid payment), or use a
 * Pro + AI included session. Refunds of cancellations are listed in payment recovery.
 */
export function registerConsultations(app: App, kernel: Kernel, others: { payments: Payments; counselors: Counselors }) {
  const publicUrl = kernel.config.publicUrl;
  const messages = createConsultationMessages({ ...kernel, publicUrl });
  const bookings = createBookingsService({ ...kernel, checkout: others.payments.payments, messages, publicUrl });
  const changes = createBookingChanges({ ...kernel, messages }, bookings);
  const slots = createSlotsService({ ...kernel, approval: others.counselors.counselorAccounts });
  consultationsRoutes(app, { bookings, changes }, { publicUrl });
  counselorConsultationsRoutes(app, { slots, bookings, changes });

  const payments = createConsultationPayments({ ...kernel, messages });
  others.payments.completeKind('consultation', (payment, tx) =>
    payments.recordPaid(
      { paymentId: payment.id, bookingId: payment.subjectId, amountCents: payment.amountGrossCents ?? payment.amountCents, paidAt: payment.paidAt },
      tx,
    ),
  );
  others.payments.reportRefunds(() => payments.refundsDue(kernel.db));

  // Reminders 24 h and 1 h before, checked again just before sending; unpaid holds released.
  const reminders = createConsultationReminders({ ...kernel, publicUrl });
  kernel.messaging.worker.guard(CONSULTATION_REMINDER_TEMPLATE, (row) => reminders.stillWanted(row));
  kernel.housekeeping.add({ name: 'consultation reminders', run: () => reminders.run() });
  kernel.housekeeping.add({ name: 'consultation holds', run: async () => (await createConsultationsRepo(kernel.db).releaseStaleHolds(kernel.clock())).length });
}
