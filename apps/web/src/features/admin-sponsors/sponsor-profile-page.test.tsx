import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSponsorProfile } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import SponsorProfilePage from './sponsor-profile-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SPONSOR_ID = '00000000-0000-4000-8000-0000000000a1';
const profile: AdminSponsorProfile = {
  sponsor: {
    id: SPONSOR_ID,
    name: 'Ubuntu Foundation',
    email: 'funds@ubuntu.example',
    phone: null,
    organizationType: 'ngo',
    type: 'foundation',
    contactPerson: 'Lerato Mokoena',
    status: 'active',
    tier: null,
    website: 'https://ubuntu.example',
    createdAt: '2026-10-01T08:00:00.000Z',
  },
  allocations: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      sponsorId: SPONSOR_ID,
      sponsorName: 'Ubuntu Foundation',
      studentId: '00000000-0000-4000-8000-0000000000b1',
      studentName: 'Thandi Nkosi',
      studentEmail: 'thandi@example.com',
      studentTrackingId: 'KUS-7F3K9Q2D',
      status: 'revoked',
      plan: 'essential',
      allocatedOn: '2026-11-01',
      expiresOn: null,
      notes: '',
      createdAt: '2026-11-01T08:00:00.000Z',
    },
  ],
  notes: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      note: 'Prefers Limpopo learners',
      createdBy: null,
      createdByName: 'Admin Person',
      createdAt: '2026-11-02T09:30:00.000Z',
    },
  ],
  payments: [
    {
      merchantReference: 'SP-123',
      providerPaymentId: '1234567',
      amountCents: 50000,
      status: 'paid',
      paidAt: '2026-11-03T10:00:00.000Z',
      createdAt: '2026-11-03T09:58:00.000Z',
      learners: 2,
    },
  ],
  sponsorships: [],
};

function renderProfile(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType: 'admin' }),
    [`GET /api/admin/sponsors/${SPONSOR_ID}`]: () => json(profile),
    [`POST /api/admin/sponsors/${SPONSOR_ID}/notes`]: () =>
      json(
        {
          note: {
            id: '00000000-0000-4000-8000-0000000000d2',
            note: 'Called them',
            createdBy: null,
            createdByName: 'Admin Person',
            createdAt: '2026-11-04T09:00:00.000Z',
          },
        },
        201,
      ),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/sponsors/:id" element={<SponsorProfilePage title="Sponsor Profile" />} />, `/admin/sponsors/${SPONSOR_ID}`);
  return fetchMock;
}

describe('Sponsor Profile', () => {
  it('shows the profile, allocations, notes and the payment history with PayFast references', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubuntu Foundation' })).toBeInTheDocument();
    const profileSection = screen.getByRole('region', { name: 'Profile' });
    expect(profileSection).toHaveTextContent('funds@ubuntu.example');
    expect(profileSection).toHaveTextContent('Lerato Mokoena');
    expect(profileSection).toHaveTextContent('Foundation');
    const allocations = screen.getByRole('region', { name: 'Allocations' });
    expect(allocations).toHaveTextContent('Thandi Nkosi');
    expect(allocations).toHaveTextContent('Revoked');
    expect(allocations).toHaveTextContent('Essential');
    expect(screen.getByRole('region', { name: 'Sponsor Notes' })).toHaveTextContent('Prefers Limpopo learners');
    const payments = within(screen.getByRole('region', { name: 'Payment History' })).getByRole('table');
    expect(payments).toHaveTextContent('SP-123');
    expect(payments).toHaveTextContent('1234567');
    expect(payments).toHaveTextContent(/R\s500,00/);
    expect(screen.getByRole('link', { name: 'Back to Sponsor Management' })).toHaveAttribute('href', '/admin/sponsors');
  });

  it('adds a note, and asks for one when the box is empty', async () => {
    const fetchMock = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Ubuntu Foundation' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByText('Please write a note')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: ' Called them ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note added'));
    expect(sentTo(fetchMock, `POST /api/admin/sponsors/${SPONSOR_ID}/notes`)).toEqual([{ note: 'Called them' }]);
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
  });

  it("says 'Sponsor not found.' for an unknown sponsor", async () => {
    renderProfile({ [`GET /api/admin/sponsors/${SPONSOR_ID}`]: () => apiError(404, 'NOT_FOUND', 'Sponsor not found.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sponsor not found.');
  });

  it('says when the profile cannot be loaded, with a retry', async () => {
    const fetchMock = renderProfile({ [`GET /api/admin/sponsors/${SPONSOR_ID}`]: () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sponsors');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(fetchMock, `GET /api/admin/sponsors/${SPONSOR_ID}`)).toHaveLength(2));
  });

  it('shows empty notes and payments plainly', async () => {
    renderProfile({ [`GET /api/admin/sponsors/${SPONSOR_ID}`]: () => json({ ...profile, allocations: [], notes: [], payments: [] }) });
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.getByText('No allocations found.')).toBeInTheDocument();
  });
});
