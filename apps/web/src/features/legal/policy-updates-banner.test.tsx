import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LEGAL_POLICIES, type PolicyUpdate } from '@kusasa/domain/legal/policies';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';

const privacy = LEGAL_POLICIES['privacy-policy'];
const update: PolicyUpdate = {
  id: 'privacy-policy',
  title: privacy.title,
  version: privacy.version,
  lastUpdated: privacy.lastUpdated,
  changes: privacy.changes,
};

// The banner remembers "Remind me later" for the page's life, so each test loads a fresh copy.
async function renderBanner() {
  vi.resetModules();
  const { default: PolicyUpdatesBanner } = await import('./policy-updates-banner');
  return renderRoutes(<Route path="/dashboard" element={<PolicyUpdatesBanner />} />, '/dashboard');
}

const banner = () => screen.findByRole('region', { name: 'We have updated our policies' });

describe('PolicyUpdatesBanner', () => {
  it('announces a changed policy with its date, what changed and a link to it', async () => {
    mockApi({ 'GET /api/legal/updates': () => json({ updates: [update] }) });
    await renderBanner();
    const region = await banner();
    expect(region).toHaveTextContent(`Privacy Policy, updated 11 March 2025: ${privacy.changes}`);
    expect(within(region).getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('records the acknowledgement of the versions shown, then goes away', async () => {
    const fetchMock = mockApi({
      'GET /api/legal/updates': () => json({ updates: [update] }),
      'POST /api/legal/acceptances': () => json({ updates: [] }),
    });
    await renderBanner();
    fireEvent.click(within(await banner()).getByRole('button', { name: 'I have read the changes' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /api/legal/acceptances')).toEqual([{ policies: [{ id: 'privacy-policy', version: privacy.version }] }]);
  });

  it('says so when the policy changed again meanwhile, and shows the newest version', async () => {
    let version = 'privacy-2099-01-01';
    const fetchMock = mockApi({
      'GET /api/legal/updates': () => json({ updates: [{ ...update, version }] }),
      'POST /api/legal/acceptances': () => apiError(409, 'CONFLICT', 'This policy has changed again since you opened it. Please read the newest version.'),
    });
    await renderBanner();
    version = 'privacy-2099-02-01';
    fireEvent.click(within(await banner()).getByRole('button', { name: 'I have read the changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This policy has changed again since you opened it.');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/legal/updates')).toHaveLength(2));
  });

  it('hides until the next page load when the user asks to be reminded later', async () => {
    const fetchMock = mockApi({ 'GET /api/legal/updates': () => json({ updates: [update] }) });
    await renderBanner();
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Remind me later' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/legal/acceptances')).toEqual([]);
  });

  it('shows nothing when nothing changed, or when the check fails', async () => {
    mockApi({ 'GET /api/legal/updates': () => json({ updates: [] }) });
    const view = await renderBanner();
    await waitFor(() => expect(view.client.getQueryData(['legal', 'updates'])).toEqual({ updates: [] }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    view.unmount();

    mockApi({ 'GET /api/legal/updates': () => apiError(403, 'FORBIDDEN', 'No') });
    const failed = await renderBanner();
    await waitFor(() => expect(failed.client.getQueryState(['legal', 'updates'])?.status).toBe('error'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
