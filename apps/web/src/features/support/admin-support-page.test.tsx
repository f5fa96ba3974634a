import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SupportRequest } from '@kusasa/domain/schemas/support';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import AdminSupportPage from './admin-support-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ID = '00000000-0000-4000-8000-00000000a001';
const open: SupportRequest = {
  id: ID,
  reference: 'SUP-00000000',
  name: 'Lerato Mokoena',
  email: 'lerato@example.com',
  category: 'Billing',
  subject: 'Paid twice',
  message: 'I paid for Essential twice.',
  status: 'open',
  signedIn: true,
  createdAt: '2026-03-10T08:00:00.000Z',
  answeredAt: null,
  reply: null,
  priority: true,
};

function renderPage(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType: 'admin' }),
    'GET /api/admin/support': () => json({ requests: [open], open: 1 }),
    [`POST /api/admin/support/${ID}/status`]: () => json({ ...open, status: 'answered', reply: 'Refunded.', answeredAt: '2026-03-10T09:00:00.000Z' }),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/support" element={<AdminSupportPage title="Support Requests" />} />, '/admin/support');
  return fetchMock;
}

describe('Support Requests (admin)', () => {
  it('lists open requests first with who sent them, and answers one by email', async () => {
    const fetchMock = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading support requests...');
    const card = (await screen.findByRole('heading', { name: 'Paid twice' })).closest('li')!;
    expect(card).toHaveTextContent('SUP-00000000');
    expect(card).toHaveTextContent('lerato@example.com');
    expect(card).toHaveTextContent('Open');
    // Issue 31: a Pro + AI learner's open request says it is priority support.
    expect(within(card).getByText('Priority support')).toBeInTheDocument();
    expect(screen.getByText('1 open')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/support?status=open');

    fireEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(within(card).getByText('Please write a reply')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Reply by email'), { target: { value: 'Refunded.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request updated'));
    expect(sentTo(fetchMock, `POST /api/admin/support/${ID}/status`)).toEqual([{ status: 'answered', reply: 'Refunded.' }]);
  });

  it('shows answered requests with their reply and Reopen', async () => {
    const fetchMock = renderPage({
      'GET /api/admin/support': () =>
        json({ requests: [{ ...open, status: 'answered', reply: 'Refunded.', answeredAt: '2026-03-10T09:00:00.000Z' }], open: 0 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Answered' }));
    expect(await screen.findByText('Refunded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(sentTo(fetchMock, `POST /api/admin/support/${ID}/status`)).toEqual([{ status: 'open' }]));
  });

  it('says when there are none, and offers Try again when loading fails', async () => {
    renderPage({ 'GET /api/admin/support': () => json({ requests: [], open: 0 }) });
    expect(await screen.findByText('No support requests.')).toBeInTheDocument();
  });

  it('offers Try again when loading fails', async () => {
    renderPage({ 'GET /api/admin/support': () => apiError(500, 'INTERNAL', 'boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load support requests');
  });
});
