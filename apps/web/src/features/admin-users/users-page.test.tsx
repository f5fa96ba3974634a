import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@kusasa/domain/schemas/admin-users';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import UsersPage from './users-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// The signed-in admin of sessionOf().
const SELF_ID = '00000000-0000-4000-8000-000000000001';

const users: AdminUser[] = [
  {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'zanele@example.com',
    fullName: 'Zanele Dube',
    userType: 'student',
    createdAt: '2026-03-11T12:05:00.000Z',
    idVerified: true,
    identityCheck: { method: 'id-number-format', bureau: null, checkedAt: '2026-03-11T12:05:00.000Z' },
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'sipho@example.com',
    fullName: null,
    userType: 'consultant',
    createdAt: '2026-02-01T06:30:00.000Z',
    idVerified: false,
    identityCheck: null,
  },
  {
    id: SELF_ID,
    email: 'admin@example.com',
    fullName: 'Admin Person',
    userType: 'admin',
    createdAt: '2025-12-24T22:00:00.000Z',
    idVerified: true,
    identityCheck: null,
  },
];

function renderUsers(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType: 'admin', email: 'admin@example.com' }),
    'GET /api/admin/users': () => json({ users, page: 1, pageSize: 20, total: users.length }),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/users" element={<UsersPage title="User Management" />} />, '/admin/users');
  return fetchMock;
}

const roleOf = (email: string) => screen.getByRole('combobox', { name: `Role for ${email}` });
const usersCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/users?'));

describe('User Management', () => {
  it("lists users newest first: email, name, type and 'MMM d, h:mm a' creation time", async () => {
    renderUsers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Management');
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Email', 'Name', 'Identity check', 'Type', 'Created']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.firstChild?.textContent)).toEqual(['zanele@example.com', 'sipho@example.com', 'admin@example.com']);
    expect(rows[0]).toHaveTextContent('Zanele Dube');
    expect(rows[0]).toHaveTextContent('Mar 11, 2:05 PM');
    expect(rows[2]).toHaveTextContent('You');
    // Each learner's identity check in its exact words (issue 32); an operator-made account has none.
    expect(rows[0]).toHaveTextContent('ID number checked (format and date of birth)');
    expect(rows[2]).toHaveTextContent('No identity check (not a learner)');
    expect(roleOf('sipho@example.com')).toHaveValue('consultant');
    expect(
      within(roleOf('sipho@example.com'))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['student', 'consultant', 'institution', 'sponsor', 'nsfas', 'admin']);
    expect(screen.getByText('Showing 1–3 of 3 users')).toBeInTheDocument();
  });

  it("changes a role and says 'User role updated successfully'", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = renderUsers({
      'PATCH /api/admin/users/00000000-0000-4000-8000-000000000003/role': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('table');
    fireEvent.change(roleOf('zanele@example.com'), { target: { value: 'sponsor' } });
    // While the change runs, the selector shows the new role and waits.
    await waitFor(() => expect(roleOf('zanele@example.com')).toBeDisabled());
    expect(roleOf('zanele@example.com')).toHaveValue('sponsor');
    answer(json({ message: 'User role updated successfully', user: { ...users[0], userType: 'sponsor' } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User role updated successfully'));
    expect(sentTo(fetchMock, 'PATCH /api/admin/users/00000000-0000-4000-8000-000000000003/role')).toEqual([{ userType: 'sponsor' }]);
    // The list is reloaded after the change.
    await waitFor(() => expect(usersCalls(fetchMock)).toHaveLength(2));
  });

  it("shows the server's refusal 'Cannot remove admin privileges from yourself' and keeps the role", async () => {
    renderUsers({
      [`PATCH /api/admin/users/${SELF_ID}/role`]: () =>
        apiError(409, 'CONFLICT', 'Cannot remove admin privileges from yourself', {}, { userType: 'Cannot remove admin privileges from yourself' }),
    });
    await screen.findByRole('table');
    fireEvent.change(roleOf('admin@example.com'), { target: { value: 'student' } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cannot remove admin privileges from yourself'));
    await waitFor(() => expect(roleOf('admin@example.com')).toHaveValue('admin'));
    expect(roleOf('admin@example.com')).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'Failed to update user role' when the server fails", async () => {
    renderUsers({ 'PATCH /api/admin/users/00000000-0000-4000-8000-000000000002/role': () => apiError(500, 'INTERNAL', 'An error occurred') });
    await screen.findByRole('table');
    fireEvent.change(roleOf('sipho@example.com'), { target: { value: 'admin' } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update user role'));
    await waitFor(() => expect(roleOf('sipho@example.com')).toHaveValue('consultant'));
  });

  it("says 'Failed to fetch users' when the list cannot be loaded, with a retry", async () => {
    const fetchMock = renderUsers({ 'GET /api/admin/users': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch users');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(usersCalls(fetchMock)).toHaveLength(2));
  });

  it("says 'Access denied. Admin privileges required.' when the server refuses", async () => {
    renderUsers({ 'GET /api/admin/users': () => apiError(403, 'FORBIDDEN', 'Access denied. Admin privileges required.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('searches by name or email from the first page, and pages with Previous and Next', async () => {
    const fetchMock = renderUsers({
      'GET /api/admin/users': () => json({ users: users.slice(0, 2), page: 1, pageSize: 2, total: 5 }),
    });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(usersCalls(fetchMock).at(-1)).toBe('/api/admin/users?page=2&pageSize=20'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' zanele ' } });
    await waitFor(() => expect(usersCalls(fetchMock).at(-1)).toBe('/api/admin/users?page=1&pageSize=20&search=zanele'));
  });

  it('says when no user matches', async () => {
    renderUsers({ 'GET /api/admin/users': () => json({ users: [], page: 1, pageSize: 20, total: 0 }) });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
