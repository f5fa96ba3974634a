import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentTo, sessionOf, signedOut } from '../../test/api-mock';
import { LocationProbe } from '../../test/render';
import { queryClient } from '../../lib/query-client';
import { fullReload } from '../../lib/full-reload';
import AppShell from './app-shell';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/full-reload', () => ({ fullReload: vi.fn() }));

function renderShell(path: string) {
  queryClient.clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          <Route path="/apply" element={<h1>Applications page</h1>} />
          <Route path="/admin/users" element={<h1>Users page</h1>} />
        </Route>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppShell', () => {
  it('shows a spinner while the session loads, then the page inside the shell', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf({ fullName: 'Thandi Nkosi', trackingId: 'KUS-7F3K9Q2D' }),
      'GET /api/notifications': () => json({ notifications: [], unreadCount: 0 }),
    });
    renderShell('/apply');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(await screen.findByRole('heading', { name: 'Applications page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Applications');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(sidebar).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText('KUS-7F3K9Q2D')).toBeInTheDocument();
  });

  it('lists every page in the phone menu, which closes with Escape', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf() });
    renderShell('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'All pages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'All pages' });
    expect(within(menu).getByRole('link', { name: 'Career Guidance' })).toHaveAttribute('href', '/career-guidance');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lists the admin entries for an admin', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'admin' }) });
    renderShell('/admin/users');
    await screen.findByRole('heading', { name: 'Users page' });
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    for (const label of ['Admin Dashboard', 'Analytics', 'AI Training', 'Partner CRM', 'User Management', 'UI Lock System']) {
      expect(within(sidebar).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('banner')).toHaveTextContent('User Management');
  });

  it('sends a signed-out visitor to /login', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderShell('/dashboard');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('signs out on the server, then loads / afresh', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionOf(), 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    renderShell('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/'));
    expect(sentTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
  });

  it('starts no read once signing out has begun, so none is answered 401 before / loads', async () => {
    let answerLogout: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionOf(),
      'POST /api/auth/logout': () => new Promise<Response>((resolve) => (answerLogout = resolve)),
    });
    renderShell('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(sentTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1));
    // A page that mounts while the sign-out is on its way asks for its data.
    queryClient.fetchQuery({ queryKey: ['late read'], queryFn: () => fetch('/api/profile') }).catch(() => undefined);
    act(() => answerLogout(new Response(null, { status: 204 })));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/'));
    expect(sentTo(fetchMock, 'GET /api/profile')).toHaveLength(0);
  });
});
