import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceStatus } from '@kusasa/domain/schemas/maintenance';
import { z } from 'zod';
import { ApiError, apiCall } from '../../lib/api-client';
import { apiError, json, mockApi } from '../../test/api-mock';
import MaintenanceBanner from './maintenance-banner';

const unlocked: MaintenanceStatus = { locked: false, message: null, until: null, since: null, overdue: false };
const locked: MaintenanceStatus = {
  locked: true,
  message: 'Results day: changes are paused until 10:00.',
  until: '2026-03-11T08:00:00.000Z',
  since: '2026-03-11T06:00:00.000Z',
  overdue: false,
};

afterEach(() => vi.useRealTimers());

describe('the maintenance banner', () => {
  it('shows nothing while the site is unlocked', async () => {
    const fetchMock = mockApi({ 'GET /api/maintenance': () => json(unlocked) });
    render(<MaintenanceBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says why and until when (South African time) while locked', async () => {
    mockApi({ 'GET /api/maintenance': () => json(locked) });
    render(<MaintenanceBanner />);
    const banner = await screen.findByRole('region', { name: 'Maintenance in progress' });
    expect(banner).toHaveTextContent('Results day: changes are paused until 10:00.');
    expect(banner).toHaveTextContent('Expected to end at Mar 11, 10:00 AM.');
  });

  it('says it is taking longer once the announced end has passed', async () => {
    mockApi({ 'GET /api/maintenance': () => json({ ...locked, overdue: true }) });
    render(<MaintenanceBanner />);
    expect(await screen.findByRole('region', { name: 'Maintenance in progress' })).toHaveTextContent(
      'This is taking longer than planned; it should end shortly.',
    );
  });

  it('appears at once when a change is refused for maintenance, before its next poll', async () => {
    mockApi({
      'GET /api/maintenance': () => json(unlocked),
      'PUT /api/applications/drafts/x': () => apiError(503, 'MAINTENANCE', locked.message ?? '', { maintenance: locked }),
    });
    render(<MaintenanceBanner pollMs={60_000} />);
    await act(async () => {
      await expect(apiCall('/api/applications/drafts/x', { method: 'PUT', body: {}, schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    });
    expect(await screen.findByRole('region', { name: 'Maintenance in progress' })).toHaveTextContent(locked.message ?? '');
  });

  it('asks again on its poll and goes away after an unlock', async () => {
    let state = locked;
    mockApi({ 'GET /api/maintenance': () => json(state) });
    render(<MaintenanceBanner pollMs={50} />);
    await screen.findByRole('region', { name: 'Maintenance in progress' });
    state = unlocked;
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
