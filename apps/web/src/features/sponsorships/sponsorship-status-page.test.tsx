import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SponsorshipRequest } from '@kusasa/domain/schemas/sponsors/requests';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { notificationKeys } from '../../lib/query-keys';
import { renderRoutes } from '../../test/render';
import SponsorshipStatusPage from './sponsorship-status-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const shared = { firstName: 'Thandi', province: null, programme: null, institution: null, apsBand: null };
const pending: SponsorshipRequest = {
  id: '00000000-0000-4000-8000-0000000000aa',
  applicationId: '7a1c0f9e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  requestedAmountCents: 15050,
  purpose: 'application_fee',
  planId: null,
  status: 'pending',
  shared,
  visibleFields: ['firstName'],
  consentedAt: '2026-11-24T10:00:00.000Z',
  fundedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const funded: SponsorshipRequest = {
  ...pending,
  id: '00000000-0000-4000-8000-0000000000bb',
  requestedAmountCents: 30000,
  purpose: 'plan_fee',
  planId: 'pro-ai',
  status: 'funded',
  fundedAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-19T08:30:00.000Z',
};

function renderStatus(handlers: Record<string, Handler> = {}, userType = 'student') {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType }),
    'GET /api/sponsorships/requests': () => json({ requests: [pending, funded] }),
    ...handlers,
  });
  const { client } = renderRoutes(
    <Route path="/sponsorships/status" element={<SponsorshipStatusPage title="My Sponsorship Applications" />} />,
    '/sponsorships/status',
  );
  return Object.assign(fetchMock, { client });
}

const notification = (id: string) => ({
  id,
  title: 'Sponsorship funded',
  message: 'A sponsor paid R 150,00 for your application fee.',
  notificationType: 'general',
  relatedDocumentId: null,
  isRead: false,
  createdAt: '2026-11-24T11:00:00.000Z',
});

describe('My Sponsorship Applications', () => {
  it('lists the learner’s requests: Application ID, Requested Amount, Status, Purpose, Created At', async () => {
    renderStatus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Sponsorship Applications');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your sponsorship applications...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim()),
    ).toEqual(['Application ID', 'Requested Amount', 'Status', 'Purpose', 'Created At', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('7a1c0f9e-2b3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(first).toHaveTextContent(/R\s150,50/);
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Application fee');
    expect(first).toHaveTextContent('Nov 24, 12:00 PM');
    expect(second).toHaveTextContent('Funded');
    expect(second).toHaveTextContent('Plan fee');
    // Only an open request can be withdrawn.
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws an open request after asking', async () => {
    const fetchMock = renderStatus({
      [`POST /api/sponsorships/requests/${pending.id}/withdraw`]: () => json({ request: { ...pending, status: 'withdrawn' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Withdraw R\s150,50 request$/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Withdraw this sponsorship request? Sponsors will no longer see it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request withdrawn'));
    expect(sentTo(fetchMock, `POST /api/sponsorships/requests/${pending.id}/withdraw`)).toHaveLength(1);
    await waitFor(() => expect(sentTo(fetchMock, 'GET /api/sponsorships/requests')).toHaveLength(2));
  });

  it("says 'No sponsorship applications found.' when there are none", async () => {
    renderStatus({ 'GET /api/sponsorships/requests': () => json({ requests: [] }) });
    expect(await screen.findByText('No sponsorship applications found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/sponsorships/apply');
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    const fetchMock = renderStatus({ 'GET /api/sponsorships/requests': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your sponsorship applications');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(fetchMock, 'GET /api/sponsorships/requests')).toHaveLength(2));
  });

  it("says 'Please login as a student.' to other account types", async () => {
    renderStatus({}, 'admin');
    expect(await screen.findByText('Please login as a student.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the requests again when a new notification arrives over the live stream', async () => {
    const fetchMock = renderStatus();
    await screen.findByRole('table');
    const { client } = fetchMock;
    client.setQueryData(notificationKeys.list(), { notifications: [notification('00000000-0000-4000-8000-0000000000e1')], unreadCount: 1 });
    client.setQueryData(notificationKeys.list(), {
      notifications: [notification('00000000-0000-4000-8000-0000000000e2'), notification('00000000-0000-4000-8000-0000000000e1')],
      unreadCount: 2,
    });
    await waitFor(() => expect(sentTo(fetchMock, 'GET /api/sponsorships/requests')).toHaveLength(2));
  });
});
