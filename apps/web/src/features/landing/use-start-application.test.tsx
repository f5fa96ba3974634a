import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { StartApplicationButton } from './start-application-button';

vi.mock('../../lib/toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

function renderAtHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<StartApplicationButton />} />
        <Route path="/register" element={<h1>Register page</h1>} />
        <Route path="/auth-redirect" element={<h1>Auth redirect page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Start Application', () => {
  it('sends a signed-out visitor to /register with the Authentication Required toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"error":{"code":"UNAUTHENTICATED"}}', { status: 401 }))),
    );
    renderAtHome();
    fireEvent.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Authentication Required', {
      description: 'Please register an account to start your application.',
    });
  });

  it('sends a signed-in visitor to /auth-redirect without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"user":{"id":"u1"}}', { status: 200, headers: { 'Content-Type': 'application/json' } }))),
    );
    renderAtHome();
    fireEvent.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(await screen.findByRole('heading', { name: 'Auth redirect page' })).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
