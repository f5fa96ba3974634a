import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { shellTexts } from '@kusasa/domain/shell-texts';
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shellTexts.notFound.title);
    expect(screen.getByRole('link', { name: shellTexts.notFound.goHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: shellTexts.notFound.goToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: shellTexts.notFound.goBack })).toBeInTheDocument();
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
