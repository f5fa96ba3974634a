import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerAnalytics } from '@kusasa/domain/schemas/partners/analytics';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PartnerAnalyticsPage from './analytics-page';
import TiersPage from './tiers-page';
import { paymentOf, tierOf } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const TIER_ID = '00000000-0000-4000-8000-0000000000d2';

describe('Partner Tiers', () => {
  const render = () => renderRoutes(<Route path="/admin/partners/tiers" element={<TiersPage title="Partner Tiers" />} />, '/admin/partners/tiers');

  it('shows the tiers in the order given (cheapest first); a disabled one is dimmed with a Disabled badge', async () => {
    mockApi({
      'GET /api/admin/partner-tiers': () =>
        json({
          tiers: [tierOf(), tierOf({ id: TIER_ID, tier: 'standard', name: 'Standard', monthlyFeeCents: 500_000, maxApplications: null, active: false })],
        }),
    });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tiers...');
    const basic = await screen.findByRole('article', { name: 'Basic' });
    const standard = screen.getByRole('article', { name: 'Standard' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([`tier-${tierOf().id}`, `tier-${TIER_ID}`]);
    expect(basic).toHaveTextContent(/R\s2\s500,00\s*per month/);
    expect(basic).not.toHaveTextContent('Disabled');
    expect(standard).toHaveTextContent('Disabled');
    expect(standard).toHaveTextContent('Unlimited');
    expect(standard.className).toContain('opacity-60');
    expect(within(standard).getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });

  it('toggles a tier active', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/partner-tiers': () => json({ tiers: [tierOf({ id: TIER_ID })] }),
      [`PATCH /api/admin/partner-tiers/${TIER_ID}`]: () => json({ tier: tierOf({ id: TIER_ID, active: false }) }),
    });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(sentTo(fetchMock, `PATCH /api/admin/partner-tiers/${TIER_ID}`)).toEqual([{ active: false }]));
  });

  it('edits a tier: fee in rand, empty limits unlimited, features one a line', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/partner-tiers': () => json({ tiers: [tierOf({ id: TIER_ID })] }),
      [`PATCH /api/admin/partner-tiers/${TIER_ID}`]: () => json({ tier: tierOf({ id: TIER_ID }) }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Basic tier' });
    fireEvent.change(within(dialog).getByLabelText('Fee per month (R)'), { target: { value: '0,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A tier costs at least R1 a month')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Fee per month (R)'), { target: { value: '2 750' } });
    fireEvent.change(within(dialog).getByLabelText('Applications a month'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Features (one a line)'), { target: { value: 'One\n\n Two ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, `PATCH /api/admin/partner-tiers/${TIER_ID}`)).toEqual([
        { name: 'Basic', monthlyFeeCents: 275_000, maxApplications: null, apiRateLimit: 1000, supportLevel: 'Standard', features: ['One', 'Two'] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Retry when loading fails, and says so when there are no tiers', async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/partner-tiers': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json({ tiers: [] })) });
    render();
    expect(await screen.findByText('Failed to load tiers')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tiers configured')).toBeInTheDocument();
  });
});

describe('Partner Analytics', () => {
  const render = () =>
    renderRoutes(<Route path="/admin/partners/analytics" element={<PartnerAnalyticsPage title="Partner Analytics" />} />, '/admin/partners/analytics');
  const figures: PartnerAnalytics = {
    partnersByType: [
      { key: 'university', count: 3 },
      { key: 'funder', count: 1 },
    ],
    partnersByTier: [{ key: 'basic', count: 4 }],
    partnersByStatus: [{ key: 'active', count: 2 }],
    totalPartners: 4,
    inquiriesByStatus: [
      { key: 'pending', count: 3 },
      { key: 'converted', count: 1 },
    ],
    totalInquiries: 4,
    conversionRate: 0.25,
    revenueByMonth: [{ month: '2026-03', amountCents: 750_000, payments: 2 }],
    overdue: {
      count: 1,
      amountCents: 250_000,
      payments: [{ ...paymentOf({ status: 'overdue', paymentDate: null, dueDate: '2026-02-28' }), partnerName: 'Ubuntu University' }],
    },
  };

  it('shows each chart with a table a screen reader reads, the totals and the overdue payments', async () => {
    mockApi({ 'GET /api/admin/partners/analytics': () => json(figures) });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
    const byType = await screen.findByRole('table', { name: 'Partners by type' });
    expect(
      within(byType)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['University3', 'Funder1']);
    expect(within(screen.getByRole('table', { name: 'Partner revenue by month' })).getByRole('row', { name: /Mar 2026/ })).toHaveTextContent(/R\s7\s500,00/);
    expect(screen.getByRole('table', { name: 'Inquiries by status' })).toHaveTextContent('Converted1');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ubuntu University' })).toHaveAttribute('href', '/admin/partners/00000000-0000-4000-8000-0000000000a1');
  });

  it('shows empty figures plainly, and Retry when loading fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/partners/analytics': () =>
        fail
          ? apiError(500, 'INTERNAL', 'boom')
          : json({ ...figures, partnersByType: [], revenueByMonth: [], conversionRate: null, overdue: { count: 0, amountCents: 0, payments: [] } }),
    });
    render();
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No overdue payments.')).toBeInTheDocument();
    expect(screen.getAllByText('No figures yet.')).toHaveLength(2);
  });
});
