import {
  bookingParamsSchema,
  bookingResultSchema,
  checkoutParamsSchema,
  counselorCancelSchema,
  consultationCheckoutSchema,
  counselorConsultationsSchema,
  learnerConsultationsSchema,
  newBookingSchema,
  newSlotSchema,
  rescheduleSchema,
  slotParamsSchema,
} from '@kusasa/domain/schemas/consultations';
import type { FastifyReply } from 'fastify';
import { browserOrigin } from '../../http/browser-origin.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { BookingChanges } from './booking-changes.ts';
import type { BookingsService } from './bookings.service.ts';
import type { SlotsService } from './slots.service.ts';

// Bookable consultations (issue 31; the route list is in packages/domain/src/schemas/consultations.ts).
// No route takes a user id: every row is scoped to the session's learner or counselor.

const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

const sendIcs = (reply: FastifyReply, ics: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', 'attachment; filename="kusasa-consultation.ics"')
    .type('text/calendar; charset=utf-8')
    .send(ics);

export function consultationsRoutes(app: App, services: { bookings: BookingsService; changes: BookingChanges }, options: { publicUrl: string }) {
  const { bookings, changes } = services;
  const config = { permission: 'consultations:own' } as const;
  const tags = ['consultations'];

  app.get('/api/consultations', { schema: { tags, response: { 200: learnerConsultationsSchema } }, config }, (request) => bookings.list(me(request)));
  app.post(
    '/api/consultations/bookings',
    { schema: { tags, body: newBookingSchema, response: { 201: bookingResultSchema } }, config },
    async (request, reply) => reply.code(201).send(await bookings.book(me(request), request.body, browserOrigin(request, options.publicUrl))),
  );
  app.get(
    '/api/consultations/checkout/:reference',
    { schema: { tags, params: checkoutParamsSchema, response: { 200: consultationCheckoutSchema } }, config },
    (request) => bookings.checkoutStatus(me(request), request.params.reference),
  );
  app.post(
    '/api/consultations/bookings/:bookingId/cancel',
    { schema: { tags, params: bookingParamsSchema, response: { 200: bookingResultSchema } }, config },
    (request) => changes.cancel(me(request), request.params.bookingId),
  );
  app.post(
    '/api/consultations/bookings/:bookingId/reschedule',
    { schema: { tags, params: bookingParamsSchema, body: rescheduleSchema, response: { 200: bookingResultSchema } }, config },
    (request) => changes.reschedule(me(request), request.params.bookingId, request.body.slotId),
  );
  app.get(
    '/api/consultations/bookings/:bookingId/calendar.ics',
    { schema: { tags, params: bookingParamsSchema, produces: ['text/calendar'] }, config },
    async (request, reply) => sendIcs(reply, await bookings.ics(me(request), request.params.bookingId, 'learner')),
  );
}

export function counselorConsultationsRoutes(app: App, services: { slots: SlotsService; bookings: BookingsService; changes: BookingChanges }) {
  const { slots, bookings, changes } = services;
  const config = { permission: 'counselor:workspace' } as const;
  const tags = ['counselor'];

  app.get('/api/counselor/consultations', { schema: { tags, response: { 200: counselorConsultationsSchema } }, config }, (request) => slots.list(me(request)));
  app.post(
    '/api/counselor/consultations/slots',
    { schema: { tags, body: newSlotSchema, response: { 201: counselorConsultationsSchema } }, config },
    async (request, reply) => reply.code(201).send(await slots.publish(me(request), request.body)),
  );
  app.post(
    '/api/counselor/consultations/slots/:slotId/withdraw',
    { schema: { tags, params: slotParamsSchema, response: { 200: counselorConsultationsSchema } }, config },
    (request) => slots.withdraw(me(request), request.params.slotId),
  );
  app.post(
    '/api/counselor/consultations/bookings/:bookingId/cancel',
    { schema: { tags, params: bookingParamsSchema, body: counselorCancelSchema, response: { 200: counselorConsultationsSchema } }, config },
    async (request) => {
      await changes.cancelByCounselor(me(request), request.params.bookingId, request.body.reason);
      return slots.list(me(request));
    },
  );
  app.get(
    '/api/counselor/consultations/bookings/:bookingId/calendar.ics',
    { schema: { tags, params: bookingParamsSchema, produces: ['text/calendar'] }, config },
    async (request, reply) => sendIcs(reply, await bookings.ics(me(request), request.params.bookingId, 'counselor')),
  );
}
