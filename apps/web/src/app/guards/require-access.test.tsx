import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authTexts } from '@kusasa/domain/texts';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { apiCall } from '../../lib/api-client';
import { apiError, json, mockApi, sessionBody, sessionOf, signedOut } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import type { RouteAccess } from '../../lib/access';
import RequireAccess from './require-access';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderGuarded(access: RouteAccess, path = '/apply') {
  return renderRoutes(
    <Route
      path={path}
      element={
        <RequireAccess access={access}>
          <h1>Guarded page</h1>
        </RequireAccess>
      }
    />,
    path,
  );
}

describe('RequireAccess', () => {
  it('shows its loading message, then the page', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf() });
    renderGuarded('verified');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderGuarded('verified');
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/apply' });
  });

  it('sends an unverified student to /verification-required, remembering the page', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf({ isVerified: false }) });
    renderGuarded('verified');
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/verification-required');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/apply' });
  });

  it('sends a learner the API finds unverified to /verification-required, remembering the page', async () => {
    // The session still says verified (it was read before the account changed); the API knows better.
    mockApi({
      'GET /api/auth/session': sessionOf(),
      'GET /api/dashboard': () => apiError(403, 'VERIFICATION_REQUIRED', 'Please verify your identity to continue.'),
    });
    function Dashboard() {
      useQuery({ queryKey: ['dashboard'], queryFn: () => apiCall('/api/dashboard', { schema: z.unknown() }) });
      return <h1>Guarded page</h1>;
    }
    renderRoutes(
      <Route
        path="/dashboard"
        element={
          <RequireAccess access="verified">
            <Dashboard />
          </RequireAccess>
        }
      />,
      '/dashboard',
    );
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/verification-required');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/dashboard' });
  });

  it('does the same when a change is refused for verification', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(),
      'POST /api/applications/submit': () => apiError(403, 'VERIFICATION_REQUIRED', 'Please verify your identity to continue.'),
    });
    function Apply() {
      const submit = useMutation({ mutationFn: () => apiCall('/api/applications/submit', { method: 'POST', body: {}, schema: z.unknown() }) });
      return <button onClick={() => submit.mutate()}>Submit</button>;
    }
    renderRoutes(
      <Route
        path="/apply"
        element={
          <RequireAccess access="verified">
            <Apply />
          </RequireAccess>
        }
      />,
      '/apply',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verification-required');
  });

  it('sends a signed-out visitor with a free plan at checkout to /register, not /login', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderRoutes(
      <Route
        path="/checkout"
        element={
          <RequireAccess access="signed-in">
            <h1>Checkout</h1>
          </RequireAccess>
        }
      />,
      '/checkout?plan=starter',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/register$/);
  });

  it("shows 'Session Expired' when the session ran out, and forgets the user's data", async () => {
    mockApi({ 'GET /api/auth/session': () => apiError(401, 'SESSION_EXPIRED', authTexts.sessionExpiredBody) });
    const { client } = renderGuarded('signed-in');
    client.setQueryData(['profile'], { name: 'Thandi' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(toast.error).toHaveBeenCalledWith(authTexts.sessionExpiredTitle, { description: authTexts.sessionExpiredBody });
    expect(client.getQueryData(['profile'])).toBeUndefined();
  });

  it('shows a signed-out-only page while the session is checked, then sends a signed-in user on', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderGuarded('signed-out', '/login');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => answer(json(sessionBody())));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sends a signed-in user away from a signed-out-only page on arrival, but not after signing in on it', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf() });
    renderGuarded('signed-out', '/login');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');

    mockApi({ 'GET /api/auth/session': signedOut });
    const { client } = renderGuarded('signed-out', '/register');
    await waitFor(() => expect(client.getQueryData(['auth', 'session'])).toBeNull());
    await act(async () => {
      client.setQueryData(['auth', 'session'], { user: { userType: 'student', isVerified: true }, expiresAt: '2030-01-01T00:00:00.000Z' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    mockApi({ 'GET /api/auth/session': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderGuarded('signed-in');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
