import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SponsorDashboard } from '@kusasa/domain/schemas/sponsors/dashboard';
import type { OpenRequest } from '@kusasa/domain/schemas/sponsors/funding';
import { redirectToProvider } from '../../lib/redirect-to-provider';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import SponsorDashboardPage from './sponsor-dashboard-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/redirect-to-provider', () => ({ redirectToProvider: vi.fn() }));

const notShared = { firstName: null, province: null, programme: null, institution: null, apsBand: null };
const dashboard: SponsorDashboard = {
  sponsorships: [
    {
      id: '00000000-0000-4000-8000-00000000000a',
      applicationId: '00000000-0000-4000-8000-0000000000aa',
      learnerReference: 'KS-3F9A2C10BB',
      sponsoredAmountCents: 15000,
      status: 'paid',
      paidAt: '2026-11-20T09:15:00.000Z',
      purpose: 'application_fee',
      merchantReference: 'SP-123',
      shared: { ...notShared, firstName: 'Thandi' },
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  totals: { totalSponsoredCents: 15000, learnersFunded: 1, paidCount: 1, pendingCount: 0 },
};
const open: OpenRequest[] = [
  {
    id: '00000000-0000-4000-8000-0000000000c1',
    requestedAmountCents: 20000,
    purpose: 'application_fee',
    planId: null,
    shared: { firstName: 'Sipho', province: 'Limpopo', programme: 'BEd Foundation Phase', institution: 'University of Limpopo', apsBand: '25-29' },
    identityCheck: { method: 'bureau', bureau: 'Youverify', checkedAt: '2026-11-01T10:00:00.000Z' },
    createdAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-0000000000c2',
    requestedAmountCents: 30000,
    purpose: 'plan_fee',
    planId: 'pro-ai',
    shared: notShared,
    identityCheck: { method: 'id-number-format', bureau: null, checkedAt: '2026-11-02T10:00:00.000Z' },
    createdAt: '2026-11-22T10:00:00.000Z',
  },
];
const payment = {
  paymentUrl: 'http://localhost/payfast-simulator/process',
  merchantReference: 'SP-999',
  method: 'POST',
  fields: [{ name: 'amount', value: '500.00' }],
};

function renderDashboard(handlers: Record<string, Handler> = {}, { userType = 'sponsor', entry = '/sponsors/dashboard' } = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType }),
    'GET /api/sponsor/dashboard': () => json(dashboard),
    'GET /api/sponsor/requests': () => json({ requests: open }),
    'POST /api/sponsor/checkout': () => json(payment),
    ...handlers,
  });
  renderRoutes(<Route path="/sponsors/dashboard" element={<SponsorDashboardPage title="Sponsor Dashboard" />} />, entry);
  return fetchMock;
}

const requestCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/sponsor/requests'));

describe('Sponsor Dashboard', () => {
  it('shows the sponsorships table with totals: Application ID, Student ID, Sponsored Amount, Status, Paid At', async () => {
    renderDashboard();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Application ID', 'Student ID', 'Sponsored Amount', 'Status', 'Paid At']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('00000000-0000-4000-8000-0000000000aa');
    expect(row).toHaveTextContent('KS-3F9A2C10BB');
    expect(row).toHaveTextContent(/R\s150,00/);
    expect(row).toHaveTextContent('paid');
    expect(row).toHaveTextContent('Nov 20, 11:15 AM');
    expect(screen.getByText('Total Sponsored').nextElementSibling).toHaveTextContent(/R\s150,00/);
    expect(screen.getByText('Learners Funded').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("says 'No sponsorships found.' and offers no CSV when there are none", async () => {
    renderDashboard({
      'GET /api/sponsor/dashboard': () => json({ sponsorships: [], totals: { totalSponsoredCents: 0, learnersFunded: 0, paidCount: 0, pendingCount: 0 } }),
    });
    expect(await screen.findByText('No sponsorships found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("shows 'Unauthenticated' with a sponsor login link to any other account type", async () => {
    const fetchMock = renderDashboard({}, { userType: 'student' });
    expect(await screen.findByRole('heading', { name: 'Unauthenticated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sponsor login' })).toHaveAttribute('href', '/sponsors/login');
    expect(sentTo(fetchMock, 'GET /api/sponsor/dashboard')).toEqual([]);
  });

  it("shows 'Unauthenticated' when the server refuses the account", async () => {
    renderDashboard({ 'GET /api/sponsor/dashboard': () => apiError(403, 'FORBIDDEN', 'Only sponsor accounts can fund learners') });
    expect(await screen.findByRole('heading', { name: 'Unauthenticated' })).toBeInTheDocument();
  });

  it('says when the sponsorships cannot be loaded, with a retry', async () => {
    const fetchMock = renderDashboard({ 'GET /api/sponsor/dashboard': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByText('Failed to load your sponsorships')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(fetchMock, 'GET /api/sponsor/dashboard')).toHaveLength(2));
  });

  it('lists open requests with only what each learner shared, and funds several in one PayFast payment', async () => {
    const fetchMock = renderDashboard();
    const sipho = await screen.findByRole('article', { name: /R\s200,00/ });
    expect(sipho).toHaveTextContent('Sipho');
    expect(sipho).toHaveTextContent('University of Limpopo');
    expect(sipho).toHaveTextContent('25-29');
    const anonymous = screen.getByRole('article', { name: /R\s300,00/ });
    expect(within(anonymous).getAllByText('Not shared')).toHaveLength(5);
    // Which kind of identity check each learner passed, in its exact words (issue 32).
    expect(within(sipho).getByText('Verified with Home Affairs through Youverify')).toBeInTheDocument();
    expect(within(anonymous).getByText('ID number checked (format and date of birth)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: /Select request of R\s200,00 for Sipho/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Select request of R\s300,00 for a learner/ }));
    expect(screen.getByText(/2 selected: R\s500,00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fund selected' }));
    await waitFor(() => expect(redirectToProvider).toHaveBeenCalledWith(payment));
    // Only the ids go: the amount and the sponsor are the server's.
    expect(sentTo(fetchMock, 'POST /api/sponsor/checkout')).toEqual([{ requestIds: [open[0]?.id, open[1]?.id], paymentMethod: 'card' }]);
  });

  it('funds one request from its own button and shows why the server refused', async () => {
    renderDashboard({
      'POST /api/sponsor/checkout': () =>
        apiError(409, 'CONFLICT', 'A request you chose was funded, withdrawn or is being paid for by another sponsor. Refresh the list.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Fund R\s200,00 for Sipho$/ }));
    expect(await screen.findByText(/A request you chose was funded/)).toBeInTheDocument();
    expect(redirectToProvider).not.toHaveBeenCalled();
  });

  it('filters open requests by province, institution, purpose and amount (in cents)', async () => {
    const fetchMock = renderDashboard();
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Limpopo' } });
    fireEvent.change(screen.getByLabelText('Institution'), { target: { value: 'Limpopo' } });
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'application_fee' } });
    fireEvent.change(screen.getByLabelText('Minimum (R)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Maximum (R)'), { target: { value: 'lots' } });
    expect(screen.getByText('Please enter an amount in rand')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestCalls(fetchMock).at(-1)).toBe('/api/sponsor/requests?province=Limpopo&purpose=application_fee&institution=Limpopo&minAmountCents=10000'),
    );
  });

  it('says when no open request matches', async () => {
    renderDashboard({ 'GET /api/sponsor/requests': () => json({ requests: [] }) });
    expect(await screen.findByText('No open sponsorship requests match these filters.')).toBeInTheDocument();
  });

  it('tells the sponsor back from PayFast that the payment went through', async () => {
    renderDashboard(
      {
        'GET /api/sponsor/checkout/SP-999': () =>
          json({ merchantReference: 'SP-999', status: 'paid', outcome: 'success', amountCents: 50000, requestCount: 2 }),
      },
      { entry: '/sponsors/dashboard?m_payment_id=SP-999' },
    );
    expect(await screen.findByText('Thank you! Your sponsorship is paid.')).toBeInTheDocument();
    expect(screen.getByText(/R\s500,00 · 2 learners/)).toBeInTheDocument();
  });

  it('says the payment was cancelled when the sponsor cancelled at PayFast, and frees the requests it held', async () => {
    const pending = { merchantReference: 'SP-999', status: 'pending', outcome: 'processing', amountCents: 50000, requestCount: 2 };
    const fetchMock = renderDashboard(
      {
        'GET /api/sponsor/checkout/SP-999': () => json(pending),
        'POST /api/sponsor/checkout/SP-999/cancel': () => json({ ...pending, status: 'cancelled', outcome: 'failed' }),
      },
      { entry: '/sponsors/dashboard?m_payment_id=SP-999&cancelled=1' },
    );
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    await waitFor(() => expect(sentTo(fetchMock, 'POST /api/sponsor/checkout/SP-999/cancel')).toHaveLength(1));
  });
});
