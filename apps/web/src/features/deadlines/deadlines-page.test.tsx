import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import DeadlinesPage from './deadlines-page';
import { closedDeadline, deadlineList, upcomingList } from './test-fixture';

const URL_MADE = 'https://kusasa.example/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
const noFeed = () => json({ url: null, createdAt: null });

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/deadlines': () => json(deadlineList([...upcomingList, closedDeadline])),
    'GET /api/deadlines/calendar': noFeed,
    ...handlers,
  });
  renderRoutes(<Route path="/deadlines" element={<DeadlinesPage title="Deadlines" />} />, '/deadlines');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/deadlines', () => {
  it('lists the dates nearest first with the countdown, what is left to do, the source and the checked-on date', async () => {
    renderPage();
    const upcoming = await screen.findByRole('region', { name: 'Coming up' });
    const items = within(upcoming).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(upcomingList.map((deadline) => deadline.title));
    const first = items[0]!;
    expect(within(first).getByText('1 day left')).toBeInTheDocument();
    expect(within(first).getByText('30 September 2026')).toHaveAttribute('datetime', '2026-09-30');
    expect(within(first).getByRole('link', { name: 'Submit your draft' })).toHaveAttribute('href', '/apply');
    expect(within(first).getByRole('link', { name: 'Wits admissions 2027' })).toHaveAttribute('href', 'https://www.wits.ac.za/applications');
    expect(within(first).getByText(/Checked on 20 August 2026/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('From your own records in Kusasa')).toBeInTheDocument();
  });

  it('tells the learner honestly what is left after a closing date', async () => {
    renderPage();
    const closed = await screen.findByRole('region', { name: 'Recently closed' });
    expect(within(closed).getByText('Closed 9 days ago')).toBeInTheDocument();
    expect(within(closed).getByText('This date has passed, and applications to it are closed.')).toBeInTheDocument();
    expect(within(closed).getByText('Its late applications have closed too.')).toBeInTheDocument();
    expect(within(closed).getByText('Its rules for late applications: With a late fee of R100')).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: 'TUT' })).toHaveAttribute('href', '/institutions/tut');
    expect(within(closed).getByText(/Trimester 2 \(closing date not published\)/)).toBeInTheDocument();
  });

  it('says so when there are no dates, and offers to try again after an error', async () => {
    let answer = () => apiError(500, 'INTERNAL', 'Something went wrong');
    renderPage({ 'GET /api/deadlines': () => answer() });
    expect(await screen.findByText('We could not load your deadlines.')).toBeInTheDocument();
    answer = () => json(deadlineList([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No dates yet/)).toBeInTheDocument();
  });

  it('makes a private calendar address once, copies it, offers webcal:// and revokes it after confirming', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = renderPage({
      'POST /api/deadlines/calendar': () => json({ url: URL_MADE, createdAt: '2026-09-29T08:00:00.000Z' }, 201),
      'DELETE /api/deadlines/calendar': noFeed,
    });
    const region = await screen.findByRole('region', { name: 'Add to your phone’s calendar' });
    expect(await within(region).findByText('You have no calendar address.')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Make my calendar address' }));

    expect(await within(region).findByDisplayValue(URL_MADE)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Add to my phone’s calendar' })).toHaveAttribute('href', URL_MADE.replace('https://', 'webcal://'));
    fireEvent.click(within(region).getByRole('button', { name: 'Copy address' }));
    expect(await within(region).findByText('Address copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL_MADE);

    fireEvent.click(within(region).getByRole('button', { name: 'Stop this address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop this address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'DELETE /api/deadlines/calendar')).toHaveLength(0);

    fireEvent.click(within(region).getByRole('button', { name: 'Stop this address' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, stop it' }));
    expect(await within(region).findByText('Your calendar address is stopped.')).toBeInTheDocument();
    expect(within(region).getByText('You have no calendar address.')).toBeInTheDocument();
    expect(within(region).queryByDisplayValue(URL_MADE)).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'DELETE /api/deadlines/calendar')).toHaveLength(1);
  });

  it('says an address is live without showing it, and a new one replaces it', async () => {
    renderPage({ 'GET /api/deadlines/calendar': () => json({ url: null, createdAt: '2026-09-01T08:00:00.000Z' }) });
    const region = await screen.findByRole('region', { name: 'Add to your phone’s calendar' });
    expect(await within(region).findByText(/You have a private calendar address, made on 1 September 2026/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
    expect(within(region).getByText('Making a new address stops the old one.')).toBeInTheDocument();
  });
});
