import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { NsfasWorkspace } from './nsfas-workspace';
import { learnerId, queue, queueItem } from './test-fixtures';

const me =
  (status: 'pending' | 'approved' | 'declined', reason: string | null = null) =>
  () =>
    json({ status, reason, department: 'Student funding', region: 'Limpopo' });

function render(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  renderRoutes(<Route path="/dashboard" element={<NsfasWorkspace title="Dashboard" />} />, '/dashboard');
  return fetchMock;
}

/** The query strings the queue was asked with, in order. */
const queueSearches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/nsfas/queue'))
    .map((url) => url.split('?')[1] ?? '');

describe('the NSFAS workspace on /dashboard', () => {
  it('tells staff waiting for approval so, and asks for no learners', async () => {
    const fetchMock = render({ 'GET /api/nsfas/me': me('pending') });
    expect(await screen.findByRole('heading', { name: 'Your account is waiting for an administrator’s approval' })).toBeInTheDocument();
    expect(queueSearches(fetchMock)).toEqual([]);
  });

  it('gives declined staff the reason', async () => {
    render({ 'GET /api/nsfas/me': me('declined', 'Not an NSFAS employee.') });
    expect(await screen.findByText('The administrator gave this reason: Not an NSFAS employee.')).toBeInTheDocument();
  });

  it('lists the learners once approved, each linking to their page', async () => {
    render({ 'GET /api/nsfas/me': me('approved'), 'GET /api/nsfas/queue': () => json(queue()) });
    const link = await screen.findByRole('link', { name: 'Thandi Nkosi' });
    expect(link).toHaveAttribute('href', `/nsfas/learners/${learnerId}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Open appeal')).toBeInTheDocument();
    expect(within(row).getByText('Public university, Public TVET college')).toBeInTheDocument();
    expect(within(row).getByText('No status yet')).toBeInTheDocument();
    // Which kind of identity check the learner passed, in its exact words (issue 32).
    expect(within(row).getByText('Verified with Home Affairs through Youverify')).toBeInTheDocument();
  });

  it('says plainly when no learner shares yet', async () => {
    render({ 'GET /api/nsfas/me': me('approved'), 'GET /api/nsfas/queue': () => json(queue([])) });
    expect(await screen.findByText('No learners have shared their funding readiness yet')).toBeInTheDocument();
  });

  it('builds the queue query from the filters and the name search, back on page one', async () => {
    const fetchMock = render({ 'GET /api/nsfas/me': me('approved'), 'GET /api/nsfas/queue': () => json(queue([queueItem], 60)) });
    await screen.findByRole('link', { name: 'Thandi Nkosi' });
    expect(queueSearches(fetchMock)).toEqual(['']);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(queueSearches(fetchMock).at(-1)).toBe('page=2'));

    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'unlikely' } });
    fireEvent.change(screen.getByLabelText('NSFAS status'), { target: { value: 'none' } });
    fireEvent.change(screen.getByLabelText('Checklist'), { target: { value: 'incomplete' } });
    fireEvent.change(screen.getByLabelText('Appeals'), { target: { value: 'open' } });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'KwaZulu-Natal' } });
    fireEvent.change(screen.getByLabelText('Institution type'), { target: { value: 'public-tvet' } });
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '  Thandi ' } });
    await waitFor(() =>
      expect(new URLSearchParams(queueSearches(fetchMock).at(-1))).toEqual(
        new URLSearchParams({
          outcome: 'unlikely',
          status: 'none',
          checklist: 'incomplete',
          appeal: 'open',
          province: 'KwaZulu-Natal',
          institutionType: 'public-tvet',
          search: 'Thandi',
        }),
      ),
    );

    // Clearing goes straight back to the first, unfiltered answer (already fetched), with no half-cleared query between.
    const asked = queueSearches(fetchMock).length;
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Outcome')).toHaveValue('');
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queueSearches(fetchMock).slice(asked)).toEqual([]);
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    render({ 'GET /api/nsfas/me': me('approved'), 'GET /api/nsfas/queue': () => json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500) });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
