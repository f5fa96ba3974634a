import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { CaseloadWorkspace } from './caseload-workspace';
import { LEARNER_ID, OTHER_ID, fullItem, journeyOnlyItem, profile } from './test-fixtures';

const page = () => json({ learners: [fullItem(), journeyOnlyItem()], total: 2, page: 1, pageSize: 20 });
const renderPage = () => renderRoutes(<Route path="/dashboard" element={<CaseloadWorkspace title="Dashboard" />} />, '/dashboard');
const MESSAGE = 'Your applications close on Friday: finish them tonight.';

async function chooseBoth() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Thandi Nkosi' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sipho Dlamini' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send a reminder' }));
  return screen.findByRole('dialog', { name: 'Send a reminder to 2 learners' });
}

describe('reminders and the CSV on the caseload', () => {
  it('sends a reminder to the learners ticked and says how many were sent', async () => {
    const fetchMock = mockApi({
      'GET /api/counselor/me': () => json(profile()),
      'GET /api/counselor/caseload': () => page(),
      'POST /api/counselor/nudges': () => json({ sent: 2 }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send a reminder' })).toBeDisabled();
    const dialog = await chooseBoth();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('Write the reminder')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/counselor/nudges')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reminder'), { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent to 2 learners.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/counselor/nudges')).toEqual([{ learnerIds: [LEARNER_ID, OTHER_ID], message: MESSAGE }]);
    expect(screen.getByRole('checkbox', { name: 'Select Thandi Nkosi' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send a reminder' })).toBeDisabled();
  });

  it('ticks the whole page at once', async () => {
    mockApi({ 'GET /api/counselor/me': () => json(profile()), 'GET /api/counselor/caseload': () => page() });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every learner on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Sipho Dlamini' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every learner on this page' }));
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says nothing was sent when a learner is no longer linked (403)', async () => {
    mockApi({
      'GET /api/counselor/me': () => json(profile()),
      'GET /api/counselor/caseload': () => page(),
      'POST /api/counselor/nudges': () => apiError(403, 'FORBIDDEN', 'This learner does not share their progress with you', { reason: 'COUNSELOR_NOT_LINKED' }),
    });
    renderPage();
    const dialog = await chooseBoth();
    fireEvent.change(within(dialog).getByLabelText('Reminder'), { target: { value: MESSAGE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText(/Nothing was sent/)).toBeInTheDocument();
    expect(screen.queryByText(/Reminder sent/)).not.toBeInTheDocument();
  });

  it('offers the caseload as a CSV download', async () => {
    mockApi({ 'GET /api/counselor/me': () => json(profile()), 'GET /api/counselor/caseload': () => page() });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/counselor/caseload.csv');
    expect(link).toHaveAttribute('download');
  });
});
