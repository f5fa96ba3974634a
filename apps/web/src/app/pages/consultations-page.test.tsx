import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consultationErrorTexts, consultationRuleTexts } from '@kusasa/domain/consultation-texts';
import type { LearnerConsultations } from '@kusasa/domain/schemas/consultations';
import { apiError, json, mockApi, sentTo, sessionOf, signedOut } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ConsultationsPage from './consultations-page';

const SLOT = '00000000-0000-4000-8000-000000000071';
const data = (overrides: Partial<LearnerConsultations> = {}): LearnerConsultations => ({
  slots: [{ id: SLOT, startsAt: '2026-12-01T12:30:00.000Z', sessionTypes: ['career-guidance'], counselorFirstName: 'Sipho' }],
  bookings: [],
  included: [],
  ...overrides,
});

const renderPage = (entry = '/consultations') => renderRoutes(<Route path="/consultations" element={<ConsultationsPage title="Consultations" />} />, entry);

describe('/consultations', () => {
  it('shows the three session types, and tells a visitor to sign in to book', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderPage();
    const sessions = within(screen.getByRole('region', { name: 'Session types' })).getAllByRole('listitem');
    expect(sessions.map((item) => item.querySelector('p')?.textContent)).toEqual(['Career Guidance', 'Application Review', 'Interview Preparation']);
    expect(await screen.findByText('Sign in as a learner to book a session.')).toBeInTheDocument();
  });

  it('shows a learner the free times in South African time, the rules and the price before paying', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(), 'GET /api/consultations': () => json(data()) });
    renderPage();
    const slot = await screen.findByRole('radio', { name: /Tue 1 Dec 2026, 14:30 with Sipho/ });
    expect(screen.getByText(consultationRuleTexts.items[0])).toBeInTheDocument();
    expect(screen.getByText(/Price: R\s600/)).toBeInTheDocument();
    const book = screen.getByRole('button', { name: /Book and pay R\s600/ });
    expect(book).toBeDisabled();
    fireEvent.click(slot);
    expect(book).toBeEnabled();
  });

  it('shows R0 for a Pro + AI included session and books it without paying', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionOf(),
      'GET /api/consultations': () => json(data({ included: [{ sessionType: 'career-guidance', included: 1, remaining: 1 }] })),
      'POST /api/consultations/bookings': () =>
        json(
          {
            booking: {
              id: '00000000-0000-4000-8000-000000000072',
              sessionType: 'career-guidance',
              status: 'confirmed',
              startsAt: '2026-12-01T12:30:00.000Z',
              endsAt: '2026-12-01T13:15:00.000Z',
              counselorFirstName: 'Sipho',
              priceCents: 0,
              paidBy: 'included',
              holdExpiresAt: null,
              refund: null,
              canCancel: true,
              canReschedule: true,
              refundPercentNow: null,
            },
            checkout: null,
          },
          201,
        ),
    });
    renderPage('/consultations?session=career-guidance');
    fireEvent.click(await screen.findByRole('radio', { name: /14:30 with Sipho/ }));
    expect(screen.getByText(/R0: included in your Pro \+ AI plan/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book included session' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/consultations/bookings')).toEqual([{ slotId: SLOT, sessionType: 'career-guidance', paymentMethod: undefined }]),
    );
  });

  it('says clearly when someone else took the slot, and loads the times again', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionOf(),
      'GET /api/consultations': () => json(data()),
      'POST /api/consultations/bookings': () => apiError(409, 'CONFLICT', consultationErrorTexts.slotTaken),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /14:30 with Sipho/ }));
    fireEvent.click(screen.getByRole('button', { name: /Book and pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(consultationErrorTexts.slotTaken);
    await waitFor(() => expect(sentTo(fetchMock, 'GET /api/consultations').length).toBeGreaterThan(1));
  });
});
