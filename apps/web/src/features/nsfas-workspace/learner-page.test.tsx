import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import NsfasLearnerPage from './learner-page';
import { appealId, documentId, learner, learnerId } from './test-fixtures';

const learnerPath = `/api/nsfas/learners/${learnerId}`;

function render(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ [`GET ${learnerPath}`]: () => json(learner), ...handlers });
  renderRoutes(<Route path="/nsfas/learners/:learnerId" element={<NsfasLearnerPage title="NSFAS Learner" />} />, `/nsfas/learners/${learnerId}`);
  return fetchMock;
}

afterEach(() => vi.restoreAllMocks());

describe('/nsfas/learners/:learnerId', () => {
  it('shows the answers labelled, the outcome with its rule version, and flags a stale certification', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeInTheDocument();
    expect(screen.getByText('South African citizen')).toBeInTheDocument();
    expect(screen.getByText('Year studies began').nextSibling).toHaveTextContent('Not started');
    expect(screen.getByText(/Rule version nsfas-2026\.1/)).toBeInTheDocument();
    expect(screen.getByText("Your household income is within NSFAS's R350,000 a year limit.")).toBeInTheDocument();
    expect(screen.getByText('Certification older than 3 months')).toBeInTheDocument();
    expect(screen.getByText('Not linked yet')).toBeInTheDocument();
    expect(screen.getByText('NSFAS-123456')).toBeInTheDocument();
  });

  it('says which kind of identity check the learner passed (issue 32)', async () => {
    render();
    expect(await screen.findByText('ID number checked (format and date of birth)')).toBeInTheDocument();
  });

  it('says so when a bureau confirmed the learner', async () => {
    render({ [`GET ${learnerPath}`]: () => json({ ...learner, identityCheck: { method: 'bureau', bureau: 'VerifyNow', checkedAt: null } }) });
    expect(await screen.findByText('Verified with Home Affairs through VerifyNow')).toBeInTheDocument();
  });

  it('opens a checklist document through its signed link in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = render({
      [`GET ${learnerPath}/documents/${documentId}/link`]: () => json({ url: 'https://files.example/signed?x=1', expiresAt: '2026-11-20T08:05:00.000Z' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Your ID' }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/signed?x=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(sentTo(fetchMock, `GET ${learnerPath}/documents/${documentId}/link`)).toHaveLength(1);
  });

  it('sets a status with a note, and asks for a status first', async () => {
    const fetchMock = render({ [`PUT ${learnerPath}/status`]: () => json({ ...learner, status: 'evaluation' }) });
    const form = (await screen.findByRole('heading', { name: 'Set status' })).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await within(form).findByText('Choose a status', { selector: 'p' })).toBeInTheDocument();
    expect(sentTo(fetchMock, `PUT ${learnerPath}/status`)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('New status'), { target: { value: 'evaluation' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: '  Documents received.  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await within(form).findByText('The status is saved.')).toBeInTheDocument();
    expect(sentTo(fetchMock, `PUT ${learnerPath}/status`)).toEqual([{ status: 'evaluation', note: 'Documents received.' }]);
    expect(screen.getByText('NSFAS is checking the documents you sent.')).toBeInTheDocument();
  });

  it("shows the API's refusal of a status", async () => {
    render({ [`PUT ${learnerPath}/status`]: () => apiError(400, 'VALIDATION', 'Check the status', {}, { note: 'The note is too long' }) });
    const form = (await screen.findByRole('heading', { name: 'Set status' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('New status'), { target: { value: 'approved' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await within(form).findByText('Check the status')).toBeInTheDocument();
    expect(describedText(within(form).getByLabelText('Note (optional)'))).toContain('The note is too long');
  });

  it('decides an appeal only with a reason, and sends the decision', async () => {
    const decided = { ...learner, appeals: [{ ...learner.appeals[0]!, status: 'dismissed' as const, decisionNote: 'Income still above the limit.' }] };
    const fetchMock = render({ [`POST /api/nsfas/appeals/${appealId}/decision`]: () => json(decided) });
    const form = (await screen.findByRole('heading', { name: 'Decide the appeal' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'dismissed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText('Give the learner a reason')).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/nsfas/appeals/${appealId}/decision`)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Reason for the learner'), { target: { value: 'Income still above the limit.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Appeal dismissed')).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/nsfas/appeals/${appealId}/decision`)).toEqual([{ decision: 'dismissed', note: 'Income still above the limit.' }]);
    expect(screen.queryByRole('heading', { name: 'Decide the appeal' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a decision", async () => {
    render({ [`POST /api/nsfas/appeals/${appealId}/decision`]: () => apiError(409, 'APPEAL_DECIDED', 'This appeal was already decided.') });
    const form = (await screen.findByRole('heading', { name: 'Decide the appeal' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'upheld' } });
    fireEvent.change(within(form).getByLabelText('Reason for the learner'), { target: { value: 'Income proven.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText('This appeal was already decided.')).toBeInTheDocument();
  });

  it('says so when the learner stopped sharing with NSFAS (404)', async () => {
    render({ [`GET ${learnerPath}`]: () => apiError(404, 'NOT_FOUND', 'Learner not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'This learner no longer shares their funding readiness with NSFAS' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set status' })).not.toBeInTheDocument();
  });
});
