import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InstitutionAccountsPage from './institution-accounts-page';

const account = {
  userId: '00000000-0000-4000-8000-0000000000b1',
  email: 'admissions@karoo.example.org',
  contactName: 'Lerato Dube',
  registeredName: 'Karoo TVET College',
  registeredType: 'tvet',
  province: 'Northern Cape',
  registeredAt: '2026-11-20T08:00:00.000Z',
  status: 'pending',
  institution: null,
  reason: null,
  decidedAt: null,
};
const catalogue = {
  id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'karoo',
  name: 'Karoo Catalogue College',
  shortName: null,
  type: 'tvet',
  universitySubtype: null,
  province: 'Northern Cape',
  city: null,
  website: null,
  description: null,
  email: null,
  phone: null,
};

const render = () => {
  const fetchMock = mockApi({
    'GET /api/admin/institution-accounts': () => json({ accounts: [account] }),
    'GET /api/institutions': () => json({ institutions: [catalogue] }),
    [`POST /api/admin/institution-accounts/${account.userId}/approve`]: () => json({ ...account, status: 'approved' }),
    [`POST /api/admin/institution-accounts/${account.userId}/decline`]: () => json({ ...account, status: 'declined' }),
  });
  renderRoutes(<Route path="/admin/institutions" element={<InstitutionAccountsPage title="Institution Accounts" />} />, '/admin/institutions');
  return fetchMock;
};

describe('/admin/institutions', () => {
  it('lists pending accounts and approves one, linked to the picked catalogue institution', async () => {
    const fetchMock = render();
    expect(await screen.findByText('Karoo TVET College')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Choose the catalogue institution.')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Karoo Catalogue College (Northern Cape)' });
    fireEvent.change(within(dialog).getByLabelText('Catalogue institution'), { target: { value: catalogue.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The account is approved and linked.');
    expect(sentTo(fetchMock, `POST /api/admin/institution-accounts/${account.userId}/approve`)).toEqual([{ institutionId: catalogue.id }]);
  });

  it('declines only with a reason', async () => {
    const fetchMock = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why the account is declined.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the account)'), { target: { value: 'Not an admissions office.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByText('The account is declined and was told why.');
    expect(sentTo(fetchMock, `POST /api/admin/institution-accounts/${account.userId}/decline`)).toEqual([{ reason: 'Not an admissions office.' }]);
  });
});
