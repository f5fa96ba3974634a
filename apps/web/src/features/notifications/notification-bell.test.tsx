import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { Notification } from '@kusasa/domain/schemas/notifications';
import { createQueryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { FakeEventSource, stubEventSource } from '../../test/event-source';
import { NotificationBell } from './notification-bell';
import { SESSION_QUERY_KEY } from '../../lib/query-keys';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const HOUR = 3600_000;
let sequence = 0;
function note(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Notification ${sequence}`,
    message: 'Something happened',
    notificationType: 'general',
    relatedDocumentId: null,
    isRead: false,
    createdAt: new Date(Date.now() - sequence * 60_000).toISOString(),
    ...overrides,
  };
}

/** A small in-memory server for the bell's endpoints. */
function notificationServer(initial: Notification[], { fail = {} }: { fail?: { markRead?: boolean; remove?: boolean } } = {}) {
  let rows = [...initial];
  const unread = () => rows.filter((n) => !n.isRead).length;
  const idOf = (url: string) => url.split('/')[3] ?? '';
  const fetchMock = mockApi({
    'GET /api/notifications': () => json({ notifications: rows, unreadCount: unread() }),
    'POST /api/notifications/read-all': () => {
      rows = rows.map((n) => ({ ...n, isRead: true }));
      return json({ count: 1, unreadCount: 0 });
    },
    'DELETE /api/notifications/read': () => {
      rows = rows.filter((n) => !n.isRead);
      return json({ count: 1, unreadCount: unread() });
    },
  });
  // Per-id routes: the mock's keys are exact paths, so wrap it for /:id and /:id/read.
  const exact = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const markRead = /^\/api\/notifications\/[0-9a-f-]{36}\/read$/.test(url);
    const remove = method === 'DELETE' && /^\/api\/notifications\/[0-9a-f-]{36}$/.test(url);
    if ((markRead && fail.markRead) || (remove && fail.remove)) return apiError(500, 'INTERNAL', 'An error occurred');
    if (markRead) {
      rows = rows.map((n) => (n.id === idOf(url) ? { ...n, isRead: true } : n));
      return json({ notification: rows.find((n) => n.id === idOf(url)), unreadCount: unread() });
    }
    if (remove) {
      rows = rows.filter((n) => n.id !== idOf(url));
      return json({ count: 1, unreadCount: unread() });
    }
    return exact(url, init);
  });
  return { fetchMock, add: (n: Notification) => (rows = [n, ...rows]) };
}

let lastClient: ReturnType<typeof createQueryClient> | undefined;

function renderBell() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  lastClient = client;
  return render(
    <QueryClientProvider client={client}>
      <NotificationBell />
    </QueryClientProvider>,
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('notification-badge');
async function openPanel() {
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  beforeEach(() => {
    sequence = 0;
    stubEventSource();
  });

  it('shows the unread count on the badge, and no badge when all are read', async () => {
    notificationServer([note(), note(), note({ isRead: true })]);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it("caps the badge at '99+'", async () => {
    mockApi({ 'GET /api/notifications': () => json({ notifications: [note()], unreadCount: 150 }) });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('99+'));
  });

  it("says 'Failed to load notifications' when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/notifications': () => apiError(500, 'INTERNAL', 'An error occurred') });
    renderBell();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load notifications'));
    const panel = await openPanel();
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
  });

  it("groups by date (Today, Yesterday, Older) with 'MMM d, h:mm a' times, by type, or not at all", async () => {
    const today = note({ title: 'Document approved', notificationType: 'document_status' });
    const yesterday = note({ title: 'Application sent', notificationType: 'application_status', createdAt: new Date(Date.now() - 24 * HOUR).toISOString() });
    const old = note({ title: 'Welcome', notificationType: 'general', createdAt: new Date(Date.now() - 60 * 24 * HOUR).toISOString() });
    notificationServer([today, yesterday, old]);
    renderBell();
    const panel = await openPanel();
    await within(panel).findByText('Document approved');
    const headings = () =>
      within(panel)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Today', 'Yesterday', 'Older']);
    expect(within(panel).getByText(formatListDate(today.createdAt))).toBeInTheDocument();
    expect(formatListDate(today.createdAt)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);

    fireEvent.change(within(panel).getByLabelText('Group'), { target: { value: 'type' } });
    expect(headings()).toEqual(['Document Updates', 'Application Updates', 'Other']);
    fireEvent.change(within(panel).getByLabelText('Group'), { target: { value: 'none' } });
    expect(headings()).toEqual([]);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  });

  it('filters by all, unread, document, application, admin and system', async () => {
    notificationServer([
      note({ title: 'Doc', notificationType: 'document_status' }),
      note({ title: 'App', notificationType: 'application_status', isRead: true }),
      note({ title: 'Feedback', notificationType: 'admin_feedback' }),
      note({ title: 'Maintenance', notificationType: 'system', isRead: true }),
    ]);
    renderBell();
    const panel = await openPanel();
    await within(panel).findByText('Doc');
    const titles = () =>
      within(panel)
        .queryAllByRole('listitem')
        .map((item) => item.querySelector('p')?.firstChild?.textContent);
    const show = (name: string) => fireEvent.click(within(panel).getByRole('button', { name }));

    show('Unread');
    expect(within(panel).getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Doc', 'Feedback']);
    show('Documents');
    expect(titles()).toEqual(['Doc']);
    show('Applications');
    expect(titles()).toEqual(['App']);
    show('Admin');
    expect(titles()).toEqual(['Feedback']);
    show('System');
    expect(titles()).toEqual(['Maintenance']);
    show('All');
    expect(titles()).toHaveLength(4);
  });

  it('marks one read and all read, and deletes one and all read', async () => {
    const first = note({ title: 'First' });
    const second = note({ title: 'Second' });
    const third = note({ title: 'Third', isRead: true });
    const { fetchMock } = notificationServer([first, second, third]);
    renderBell();
    const panel = await openPanel();
    await within(panel).findByText('First');
    expect(badge()).toHaveTextContent('2');

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark "First" as read' }));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(fetchMock).toHaveBeenCalledWith(`/api/notifications/${first.id}/read`, expect.objectContaining({ method: 'POST' }));
    expect(within(panel).queryByRole('button', { name: 'Mark "First" as read' })).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete "Third"' }));
    await waitFor(() => expect(within(panel).queryByText('Third')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(`/api/notifications/${third.id}`, expect.objectContaining({ method: 'DELETE' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(badge()).toBeNull());
    expect(sentTo(fetchMock, 'POST /api/notifications/read-all')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete read' }));
    await waitFor(() => expect(within(panel).getByText('No notifications yet')).toBeInTheDocument());
    expect(sentTo(fetchMock, 'DELETE /api/notifications/read')).toHaveLength(1);
  });

  it('only logs a failed mark or delete (no toast) and shows the real state again', async () => {
    const only = note({ title: 'Stubborn' });
    notificationServer([only], { fail: { markRead: true, remove: true } });
    renderBell();
    const panel = await openPanel();
    await within(panel).findByText('Stubborn');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark "Stubborn" as read' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete "Stubborn"' }));
    // The list is reloaded: the notification is back, still unread.
    expect(await within(panel).findByRole('button', { name: 'Mark "Stubborn" as read' })).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    notificationServer([note()]);
    renderBell();
    const panel = await openPanel();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel).not.toBeVisible();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });

  describe('live', () => {
    it('adds a notification from the stream without reloading and bumps the badge', async () => {
      const { fetchMock } = notificationServer([note({ title: 'Old news', isRead: true })]);
      renderBell();
      await waitFor(() => expect(sentTo(fetchMock, 'GET /api/notifications')).toHaveLength(1));
      const source = FakeEventSource.latest();
      expect(source.url).toBe('/api/notifications/stream');
      const panel = await openPanel();
      await within(panel).findByText('Old news');

      const live = note({ title: 'Your account type changed', notificationType: 'system', createdAt: new Date().toISOString() });
      source.send('notification', live);
      expect(await within(panel).findByText('Your account type changed')).toBeInTheDocument();
      expect(badge()).toHaveTextContent('1');
      // The same event twice (a replay after reconnecting) counts once; a malformed one is ignored.
      source.send('notification', live);
      source.send('notification', { id: 'not-a-notification' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(badge()).toHaveTextContent('1');
      expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    });

    it('reads the session again when a system notice (an account change) arrives, and not for others', async () => {
      const { fetchMock } = notificationServer([]);
      renderBell();
      await waitFor(() => expect(sentTo(fetchMock, 'GET /api/notifications')).toHaveLength(1));
      const invalidate = vi.spyOn(lastClient!, 'invalidateQueries');
      FakeEventSource.latest().send('notification', note({ title: 'Document Verified', notificationType: 'document_status' }));
      await waitFor(() => expect(badge()).toHaveTextContent('1'));
      expect(invalidate).not.toHaveBeenCalledWith({ queryKey: SESSION_QUERY_KEY });
      FakeEventSource.latest().send('notification', note({ title: 'Your account type changed', notificationType: 'system' }));
      await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: SESSION_QUERY_KEY }));
    });

    it('fetches the list again whenever the stream (re)opens, since events sent meanwhile are lost', async () => {
      const server = notificationServer([]);
      renderBell();
      await waitFor(() => expect(sentTo(server.fetchMock, 'GET /api/notifications')).toHaveLength(1));
      server.add(note({ title: 'Sent while reconnecting' }));
      FakeEventSource.latest().open();
      await waitFor(() => expect(badge()).toHaveTextContent('1'));
      expect(sentTo(server.fetchMock, 'GET /api/notifications')).toHaveLength(2);
    });

    it('opens the stream again later when the browser gives up on it (5 s, then doubling)', async () => {
      const server = notificationServer([]);
      renderBell();
      await waitFor(() => expect(sentTo(server.fetchMock, 'GET /api/notifications')).toHaveLength(1));
      vi.useFakeTimers();
      try {
        const first = FakeEventSource.latest();
        first.fail();
        expect(first.closed).toBe(true);
        vi.advanceTimersByTime(4_999);
        expect(FakeEventSource.instances).toHaveLength(1);
        vi.advanceTimersByTime(1);
        expect(FakeEventSource.instances).toHaveLength(2);
        FakeEventSource.latest().fail();
        vi.advanceTimersByTime(9_999);
        expect(FakeEventSource.instances).toHaveLength(2);
        vi.advanceTimersByTime(1);
        expect(FakeEventSource.instances).toHaveLength(3);
      } finally {
        vi.useRealTimers();
      }
    });

    it('closes the stream when the bell goes away (sign-out, leaving the app)', () => {
      notificationServer([]);
      const view = renderBell();
      const source = FakeEventSource.latest();
      view.unmount();
      expect(source.closed).toBe(true);
    });
  });
});
