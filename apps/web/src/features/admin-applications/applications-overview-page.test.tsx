import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { INBOX_STATUSES, type InboxStatus } from '@kusasa/domain/rules/admissions';
import type { AdminApplicationsResponse } from '@kusasa/domain/schemas/admin-applications';
import { apiError, json, mockApi, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ApplicationsOverviewPage from './applications-overview-page';

const UCT = '00000000-0000-4000-8000-0000000000a1';
const WITS = '00000000-0000-4000-8000-0000000000a2';

const counts = (some: Partial<Record<InboxStatus, number>>): Record<InboxStatus, number> =>
  Object.fromEntries(INBOX_STATUSES.map((status) => [status, some[status] ?? 0])) as Record<InboxStatus, number>;

const body: AdminApplicationsResponse = {
  institutions: [
    { institutionId: UCT, institutionName: 'University of Cape Town', total: 2, byStatus: counts({ submitted: 1, rejected: 1 }) },
    { institutionId: WITS, institutionName: 'University of the Witwatersrand', total: 1, byStatus: counts({ approved: 1 }) },
  ],
  applications: [
    {
      id: '00000000-0000-4000-8000-000000000011',
      trackingId: 'KUS-2027-0001',
      learnerName: 'Zanele Dube',
      institutionName: 'University of Cape Town',
      programmeName: 'BSc Computer Science',
      status: 'rejected',
      submittedAt: '2026-11-02T08:00:00.000Z',
      statusChangedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
};

function renderOverview(handler = () => json(body)) {
  const fetchMock = mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'admin' }), 'GET /api/admin/applications': handler });
  renderRoutes(<Route path="/admin/applications" element={<ApplicationsOverviewPage title="Applications Overview" />} />, '/admin/applications');
  return fetchMock;
}

const overviewCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/applications'));

describe('Applications Overview', () => {
  it('shows counts per institution and status, and each application in learner words', async () => {
    renderOverview();
    const rows = await screen.findByRole('region', { name: 'By institution' });
    expect(within(rows).getByText('University of the Witwatersrand')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Submitted applications, newest first' });
    expect(within(table).getByText('KUS-2027-0001')).toBeInTheDocument();
    expect(within(table).getByText('Unsuccessful')).toBeInTheDocument();
  });

  it('filters by institution and status, starting again at page 1', async () => {
    const fetchMock = renderOverview();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Institution' }), { target: { value: WITS } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    await screen.findByRole('table', { name: 'Submitted applications, newest first' });
    await expect.poll(() => overviewCalls(fetchMock).at(-1)).toContain(`institutionId=${WITS}`);
    expect(overviewCalls(fetchMock).at(-1)).toContain('status=approved');
    expect(overviewCalls(fetchMock).at(-1)).toContain('page=1');
  });

  it('says so when loading fails, with a way to try again', async () => {
    renderOverview(() => apiError(500, 'INTERNAL', 'boom'));
    expect(await screen.findByText('Could not load the applications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
