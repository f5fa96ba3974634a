import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NsfasAccount } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import NsfasAccountsPage from './nsfas-accounts-page';

const account: NsfasAccount = {
  userId: '00000000-0000-4000-8000-0000000000b1',
  email: 'lerato@nsfas.example.org',
  fullName: 'Lerato Dube',
  employeeNumber: 'E1234',
  department: 'Student funding',
  region: 'Limpopo',
  position: 'Funding officer',
  registeredAt: '2026-11-20T08:00:00.000Z',
  status: 'pending',
  reason: null,
  decidedAt: null,
};
const approvePath = `POST /api/admin/nsfas-accounts/${account.userId}/approve`;
const declinePath = `POST /api/admin/nsfas-accounts/${account.userId}/decline`;

function render(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/admin/nsfas-accounts': () => json({ accounts: [account] }),
    [approvePath]: () => json({ account: { ...account, status: 'approved', decidedAt: '2026-11-21T08:00:00.000Z' } }),
    [declinePath]: () => json({ account: { ...account, status: 'declined', reason: 'Not NSFAS staff.', decidedAt: '2026-11-21T08:00:00.000Z' } }),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/nsfas-accounts" element={<NsfasAccountsPage title="NSFAS Accounts" />} />, '/admin/nsfas-accounts');
  return fetchMock;
}

describe('/admin/nsfas-accounts', () => {
  it('lists pending accounts and approves one after asking', async () => {
    const fetchMock = render();
    expect(await screen.findByText('Lerato Dube')).toBeInTheDocument();
    expect(screen.getByText('Funding officer, Student funding, Limpopo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Lerato Dube' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Lerato Dube?' });
    expect(sentTo(fetchMock, approvePath)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The account is approved.');
    expect(sentTo(fetchMock, approvePath)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines only with a reason of at least 5 characters', async () => {
    const fetchMock = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Lerato Dube' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the account)'), { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    expect(sentTo(fetchMock, declinePath)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the account)'), { target: { value: 'Not NSFAS staff.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByText('The account is declined and was told why.');
    expect(sentTo(fetchMock, declinePath)).toEqual([{ reason: 'Not NSFAS staff.' }]);
  });

  it("keeps the dialog open with the API's refusal", async () => {
    render({ [approvePath]: () => apiError(409, 'ALREADY_DECIDED', 'This account was already reviewed.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Lerato Dube' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This account was already reviewed.')).toBeInTheDocument();
  });

  it('shows each status on its own tab, with its empty state', async () => {
    const fetchMock = render({ 'GET /api/admin/nsfas-accounts': () => json({ accounts: [] }) });
    expect(await screen.findByText('No NSFAS accounts are waiting for approval.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    expect(await screen.findByText('No NSFAS accounts were declined.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/nsfas-accounts?status=declined'));
  });
});
