import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRemindersTexts as t, messagingErrorTexts } from '@kusasa/domain/messaging-texts';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import RemindersPage from './reminders-page';
import { adminReminders, failedSms, interruptedWhatsapp, nsfasOpening, witsClosing } from './test-fixture';

const RETRY_FAILED = `POST /api/admin/reminders/messages/${failedSms.id}/retry`;

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/reminders': () => json(adminReminders()), ...handlers });
  renderRoutes(<Route path="/admin/reminders" element={<RemindersPage title={t.title} />} />, '/admin/reminders');
  return fetchMock;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('/admin/reminders', () => {
  it('shows the counts, the messages that need an admin and the dates to check', async () => {
    renderPage();
    const counts = await screen.findByRole('table', { name: t.countsCaption });
    expect(
      within(counts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ChannelStatusCount', `Email${t.statusLabels.delivered}120`, `SMS${t.statusLabels.failed}1`]);

    const problems = screen.getByRole('table', { name: t.problems });
    const sms = within(problems).getByText(failedSms.to).closest('tr')!;
    expect(within(sms).getByText(t.problemStatus.failed)).toBeInTheDocument();
    expect(within(sms).getByText(failedSms.lastError!)).toBeInTheDocument();
    expect(within(sms).getByText('Sep 28, 10:00 AM')).toBeInTheDocument();
    expect(within(rowOf(interruptedWhatsapp.to)).getByText(t.problemStatus.unknown)).toBeInTheDocument();
    expect(within(rowOf(interruptedWhatsapp.to)).getByText('WhatsApp')).toBeInTheDocument();

    const dates = screen.getByRole('table', { name: t.datesToCheck });
    const wits = within(dates).getByRole('link', { name: witsClosing.what }).closest('tr')!;
    expect(within(wits).getByRole('link', { name: witsClosing.what })).toHaveAttribute('href', witsClosing.link);
    expect(within(wits).getByText('30 September 2026')).toBeInTheDocument();
    expect(within(wits).getByText('1 June 2026')).toBeInTheDocument();
    expect(within(wits).getByRole('link', { name: 'Wits admissions 2027' })).toHaveAttribute('href', witsClosing.sourceUrl);
    expect(within(wits).getByText(t.ownerInstitution)).toBeInTheDocument();
    const nsfas = within(dates).getByRole('link', { name: nsfasOpening.what }).closest('tr')!;
    expect(within(nsfas).getByText(t.neverChecked)).toBeInTheDocument();
    expect(within(nsfas).getByText(t.ownerAdmins)).toBeInTheDocument();
    expect(within(nsfas).getAllByRole('link')).toHaveLength(1);
  });

  it('sends a message again, says so and reads the page again', async () => {
    let answer = adminReminders();
    const fetchMock = renderPage({
      'GET /api/admin/reminders': () => json(answer),
      [RETRY_FAILED]: () => {
        answer = adminReminders({ problems: [interruptedWhatsapp] });
        return json({ status: 'queued' });
      },
    });
    await screen.findByText(failedSms.to);
    fireEvent.click(within(rowOf(failedSms.to)).getByRole('button', { name: t.sendAgain }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.sentAgain);
    await waitFor(() => expect(screen.queryByText(failedSms.to)).not.toBeInTheDocument());
    expect(sentTo(fetchMock, RETRY_FAILED)).toHaveLength(1);
    expect(sentTo(fetchMock, 'GET /api/admin/reminders')).toHaveLength(2);
  });

  it("shows the API's reason when a message cannot be sent again", async () => {
    renderPage({ [RETRY_FAILED]: () => apiError(409, 'CONFLICT', messagingErrorTexts.notRetryable) });
    await screen.findByText(failedSms.to);
    fireEvent.click(within(rowOf(failedSms.to)).getByRole('button', { name: t.sendAgain }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messagingErrorTexts.notRetryable);
    expect(screen.queryByText(t.sentAgain)).not.toBeInTheDocument();
  });

  it('says when nothing needs an admin', async () => {
    renderPage({ 'GET /api/admin/reminders': () => json(adminReminders({ problems: [], datesToCheck: [] })) });
    expect(await screen.findByText(t.problemsEmpty)).toBeInTheDocument();
    expect(screen.getByText(t.datesToCheckEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.sendAgain })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: t.problems })).not.toBeInTheDocument();
  });

  it('offers to try again when the page does not load', async () => {
    let answer = () => apiError(500, 'INTERNAL', 'Something went wrong');
    renderPage({ 'GET /api/admin/reminders': () => answer() });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    answer = () => json(adminReminders());
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('table', { name: t.problems })).toBeInTheDocument();
  });
});
