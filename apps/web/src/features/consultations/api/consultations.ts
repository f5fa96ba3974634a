import {
  bookingResultSchema,
  consultationCheckoutSchema,
  counselorConsultationsSchema,
  type CounselorCancel,
  learnerConsultationsSchema,
  type NewBooking,
  type NewSlot,
} from '@kusasa/domain/schemas/consultations';
import { apiCall } from '../../../lib/api-client';

// Bookable consultations (issue 31); the routes are listed in packages/domain/src/schemas/consultations.ts.

export const consultationKeys = {
  all: ['consultations'] as const,
  mine: () => [...consultationKeys.all, 'mine'] as const,
  counselor: () => [...consultationKeys.all, 'counselor'] as const,
  checkout: (reference: string) => [...consultationKeys.all, 'checkout', reference] as const,
};

const id = (value: string) => encodeURIComponent(value);

export const getMyConsultations = (signal?: AbortSignal) => apiCall('/api/consultations', { signal, schema: learnerConsultationsSchema });

export const bookSession = (body: NewBooking) => apiCall('/api/consultations/bookings', { method: 'POST', body, schema: bookingResultSchema });

export const getCheckout = (reference: string, signal?: AbortSignal) =>
  apiCall(`/api/consultations/checkout/${id(reference)}`, { signal, schema: consultationCheckoutSchema });

export const cancelBooking = (bookingId: string) =>
  apiCall(`/api/consultations/bookings/${id(bookingId)}/cancel`, { method: 'POST', body: {}, schema: bookingResultSchema });

export const rescheduleBooking = ({ bookingId, slotId }: { bookingId: string; slotId: string }) =>
  apiCall(`/api/consultations/bookings/${id(bookingId)}/reschedule`, { method: 'POST', body: { slotId }, schema: bookingResultSchema });

export const learnerIcsUrl = (bookingId: string) => `/api/consultations/bookings/${id(bookingId)}/calendar.ics`;

export const getCounselorConsultations = (signal?: AbortSignal) => apiCall('/api/counselor/consultations', { signal, schema: counselorConsultationsSchema });

export const publishSlot = (body: NewSlot) => apiCall('/api/counselor/consultations/slots', { method: 'POST', body, schema: counselorConsultationsSchema });

export const withdrawSlot = (slotId: string) =>
  apiCall(`/api/counselor/consultations/slots/${id(slotId)}/withdraw`, { method: 'POST', body: {}, schema: counselorConsultationsSchema });

export const cancelBookedSession = ({ bookingId, body }: { bookingId: string; body: CounselorCancel }) =>
  apiCall(`/api/counselor/consultations/bookings/${id(bookingId)}/cancel`, { method: 'POST', body, schema: counselorConsultationsSchema });

export const counselorIcsUrl = (bookingId: string) => `/api/counselor/consultations/bookings/${id(bookingId)}/calendar.ics`;
