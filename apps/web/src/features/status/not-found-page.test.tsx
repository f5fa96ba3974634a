import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { statusTexts } from '@kusasa/domain/status-texts';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('offers Go Home, Go to Dashboard and Go Back', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage title="Page Not Found" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(statusTexts.notFound.title);
    expect(screen.getByRole('link', { name: statusTexts.notFound.goHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: statusTexts.notFound.goToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: statusTexts.notFound.goBack })).toBeInTheDocument();
  });

  it('posts the wrong path once, and survives a failing request', () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/old/page?from=email']}>
        <NotFoundPage title="Page Not Found" />
      </MemoryRouter>,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/telemetry/not-found');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init?.body as string)).toEqual({ path: '/old/page?from=email', referrer: '' });
  });
});
