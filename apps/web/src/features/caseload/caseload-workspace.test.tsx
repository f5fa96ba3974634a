import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { CaseloadWorkspace } from './caseload-workspace';
import { LEARNER_ID, fullItem, journeyOnlyItem, profile } from './test-fixtures';

const page = (learners = [fullItem(), journeyOnlyItem()]) => json({ learners, total: learners.length, page: 1, pageSize: 25 });
const renderPage = () => renderRoutes(<Route path="/dashboard" element={<CaseloadWorkspace title="Dashboard" />} />, '/dashboard');
const caseloadUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/counselor/caseload'));

describe('the counselor’s workspace on /dashboard', () => {
  it('tells a pending counselor they wait, and saves their school', async () => {
    const fetchMock = mockApi({
      'GET /api/counselor/me': () => json(profile({ status: 'pending', code: null })),
      'PUT /api/counselor/school': () => json(profile({ status: 'pending', code: null, school: { emisNumber: '700123456', schoolName: 'Soweto High' } })),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your account is waiting for an administrator’s approval' })).toBeInTheDocument();
    expect(screen.queryByTestId('counselor-code')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('EMIS number'), { target: { value: '12ab' } });
    fireEvent.change(screen.getByLabelText('School name'), { target: { value: 'Soweto High' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save school' }));
    expect(await screen.findByText('Enter the school’s EMIS number (digits only)')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/counselor/school')).toEqual([]);
    fireEvent.change(screen.getByLabelText('EMIS number'), { target: { value: '700123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save school' }));
    expect(await screen.findByText('Your school is saved.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/counselor/school')).toEqual([{ emisNumber: '700123456', schoolName: 'Soweto High' }]);
    expect(screen.getByText('Saved: Soweto High (EMIS 700123456)')).toBeInTheDocument();
    expect(caseloadUrls(fetchMock)).toEqual([]);
  });

  it('gives a declined counselor the reason', async () => {
    mockApi({ 'GET /api/counselor/me': () => json(profile({ status: 'declined', code: null, reason: 'Not a school counselor.' })) });
    renderPage();
    expect(await screen.findByText('The administrator gave this reason: Not a school counselor.')).toBeInTheDocument();
  });

  it('shows an approved counselor their code, invites by email, and lists the caseload with what is not shared', async () => {
    const fetchMock = mockApi({
      'GET /api/counselor/me': () => json(profile()),
      'GET /api/counselor/caseload': () => page(),
      'POST /api/counselor/invitations': () =>
        json(
          { invitation: { id: '99999999-9999-4999-8999-999999999999', email: 'lwazi@example.com', createdAt: '2026-11-29T08:00:00.000Z', acceptedAt: null } },
          201,
        ),
    });
    renderPage();
    expect(await screen.findByTestId('counselor-code')).toHaveTextContent('KC-7KX2QP');

    const rows = await screen.findAllByTestId('caseload-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Thandi Nkosi' })).toHaveAttribute('href', `/counselors/learners/${LEARNER_ID}`);
    expect(rows[0]).toHaveTextContent('Soweto High · Grade 12');
    expect(rows[0]).toHaveTextContent('30 September 2026: University of Johannesburg: BEng');
    expect(rows[0]).toHaveTextContent('1 draft, 2 submitted, 1 approved');
    expect(rows[0]).toHaveTextContent('Likely');
    expect(rows[0]).not.toHaveTextContent('Not shared');
    expect(within(rows[1]!).getAllByText('Not shared')).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Applications');

    fireEvent.change(screen.getByLabelText('Learner’s email address'), { target: { value: 'lwazi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lwazi@example.com.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/counselor/invitations')).toEqual([{ email: 'lwazi@example.com' }]);
  });

  it('asks for the caseload with the filter, grade and school chosen, from the first page', async () => {
    const fetchMock = mockApi({ 'GET /api/counselor/me': () => json(profile()), 'GET /api/counselor/caseload': () => page([]) });
    renderPage();
    expect(await screen.findByText(/No learners share their account with you yet/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'document-missing' } });
    fireEvent.change(screen.getByLabelText('Grade'), { target: { value: '12' } });
    await waitFor(() => expect(caseloadUrls(fetchMock)).toContain('/api/counselor/caseload?filter=document-missing&grade=12'));
    fireEvent.change(screen.getByLabelText('School'), { target: { value: 'Orlando' } });
    await waitFor(() => expect(caseloadUrls(fetchMock)).toContain('/api/counselor/caseload?filter=document-missing&grade=12&school=Orlando'));
    expect(await screen.findByText('No learners match these filters.')).toBeInTheDocument();
    expect(caseloadUrls(fetchMock)[0]).toBe('/api/counselor/caseload');
  });

  it('says so when the caseload fails', async () => {
    mockApi({ 'GET /api/counselor/me': () => json(profile()), 'GET /api/counselor/caseload': () => apiError(500, 'INTERNAL', 'An error occurred') });
    renderPage();
    expect(await screen.findByText('We could not load your learners.')).toBeInTheDocument();
  });
});
