import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InboxPage from './inbox-page';

const FORMAT_CHECK = { method: 'id-number-format', bureau: null, checkedAt: '2026-11-01T08:00:00.000Z' };
const row = (id: string, learnerName: string, identityCheck: object | null = FORMAT_CHECK) => ({
  id,
  trackingId: `KUS-${id.slice(-4)}`,
  learnerName,
  identityCheck,
  programmeId: null,
  programmeName: 'BSc Bench',
  status: 'submitted',
  apsScore: 31,
  documentsVerified: false,
  submittedAt: '2026-11-20T08:00:00.000Z',
  statusChangedAt: null,
  firstViewedAt: null,
});
const counts = { submitted: 2, 'under-review': 0, approved: 0, rejected: 0, 'resubmission-required': 0, withdrawn: 0 };
const page = (canDecide: boolean) => ({
  institutionName: 'Bench University',
  applications: [
    row('00000000-0000-4000-8000-000000000001', 'Thandeka M'),
    row('00000000-0000-4000-8000-000000000002', 'Sipho N', { ...FORMAT_CHECK, method: 'bureau', bureau: 'Youverify' }),
  ],
  nextCursor: null,
  pageSize: 25,
  counts,
  programmes: [],
  canDecide,
});

const render = () => renderRoutes(<Route path="/institutions/applications" element={<InboxPage title="Applications" />} />, '/institutions/applications');

describe('/institutions/applications', () => {
  it('lists the applications with counts per status and the CSV export', async () => {
    mockApi({ 'GET /api/institution/applications': () => json(page(true)) });
    render();
    expect(await screen.findByRole('link', { name: 'Thandeka M' })).toHaveAttribute('href', '/institutions/applications/00000000-0000-4000-8000-000000000001');
    expect(screen.getByRole('heading', { name: 'Bench University' })).toBeInTheDocument();
    // Which kind of identity check each learner passed, in its exact words (issue 32).
    expect(screen.getAllByText('ID number checked (format and date of birth)')).toHaveLength(1);
    expect(screen.getAllByText('Verified with Home Affairs through Youverify')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submitted (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/institution/applications.csv?sort=submitted-desc');
  });

  it('decides the selected applications together and reports each', async () => {
    const fetchMock = mockApi({
      'GET /api/institution/applications': () => json(page(true)),
      'POST /api/institution/applications/decisions/bulk': () =>
        json({ results: [{ id: '00000000-0000-4000-8000-000000000001', ok: true, status: 'under-review' }] }),
    });
    render();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Thandeka M' }));
    const bulk = screen.getByRole('region', { name: 'Decide the selected' });
    fireEvent.change(within(bulk).getByLabelText('New status'), { target: { value: 'under-review' } });
    fireEvent.click(within(bulk).getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText('1 decided.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/institution/applications/decisions/bulk')).toEqual([
      { ids: ['00000000-0000-4000-8000-000000000001'], decision: { to: 'under-review' } },
    ]);
  });

  it('offers no bulk decision to a reviewer', async () => {
    mockApi({ 'GET /api/institution/applications': () => json(page(false)) });
    render();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Sipho N' }));
    expect(screen.queryByRole('region', { name: 'Decide the selected' })).not.toBeInTheDocument();
  });
});
