import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type CounselorAccount, counselorAccountSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import CounselorAccountsPage from './counselor-accounts-page';

const account: CounselorAccount = counselorAccountSchema.parse({
  userId: '00000000-0000-4000-8000-0000000000c1',
  email: 'sipho@school.example.org',
  fullName: 'Sipho Mokoena',
  organization: 'Soweto High',
  specialization: 'Career guidance',
  assignedRegion: 'Gauteng',
  school: { emisNumber: '700123456', schoolName: 'Soweto High' },
  registeredAt: '2026-11-20T08:00:00.000Z',
  status: 'pending',
  reason: null,
  decidedAt: null,
});
const withoutSchool = { ...account, userId: '00000000-0000-4000-8000-0000000000c2', fullName: 'Ayanda Zulu', school: null };
const approvePath = `POST /api/admin/counselor-accounts/${account.userId}/approve`;
const declinePath = `POST /api/admin/counselor-accounts/${account.userId}/decline`;

function render(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/admin/counselor-accounts': () => json({ accounts: [account, withoutSchool] }),
    [approvePath]: () => json({ account: { ...account, status: 'approved', decidedAt: '2026-11-21T08:00:00.000Z' } }),
    [declinePath]: () => json({ account: { ...account, status: 'declined', reason: 'Not a counselor.', decidedAt: '2026-11-21T08:00:00.000Z' } }),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/counselor-accounts" element={<CounselorAccountsPage title="Counselor Accounts" />} />, '/admin/counselor-accounts');
  return fetchMock;
}

describe('/admin/counselor-accounts', () => {
  it('lists pending accounts with their school, and approves one after asking', async () => {
    const fetchMock = render();
    expect(await screen.findByText('Sipho Mokoena')).toBeInTheDocument();
    expect(screen.getAllByText('Soweto High, Career guidance, Gauteng')).toHaveLength(2);
    expect(screen.getByText('Soweto High (EMIS 700123456)')).toBeInTheDocument();
    expect(screen.getByText('School not given yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Sipho Mokoena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Sipho Mokoena?' });
    expect(sentTo(fetchMock, approvePath)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The account is approved.');
    expect(sentTo(fetchMock, approvePath)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines only with a reason of at least 5 characters', async () => {
    const fetchMock = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Sipho Mokoena' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the counselor)'), { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    expect(sentTo(fetchMock, declinePath)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the counselor)'), { target: { value: 'Not a counselor.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByText('The account is declined and was told why.');
    expect(sentTo(fetchMock, declinePath)).toEqual([{ reason: 'Not a counselor.' }]);
  });

  it("keeps the dialog open with the API's refusal", async () => {
    render({ [approvePath]: () => apiError(409, 'ALREADY_DECIDED', 'This account was already reviewed.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Sipho Mokoena' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This account was already reviewed.')).toBeInTheDocument();
  });

  it('shows each status on its own tab, with its empty and error states', async () => {
    let answer = () => json({ accounts: [] });
    const fetchMock = render({ 'GET /api/admin/counselor-accounts': () => answer() });
    expect(await screen.findByText('No counselor accounts are waiting for approval.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    expect(await screen.findByText('No counselor accounts were declined.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/counselor-accounts?status=declined'));
    answer = () => apiError(500, 'INTERNAL', 'An error occurred');
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('We could not load the counselor accounts.')).toBeInTheDocument();
  });
});
