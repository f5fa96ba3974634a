import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PartnersPage from './partners-page';
import { partnerOf } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const render = () => renderRoutes(<Route path="/admin/partners" element={<PartnersPage title="Institution & Partner Management" />} />, '/admin/partners');

describe('Institution & Partner Management', () => {
  it('shows loading, then a card per partner that opens its page', async () => {
    mockApi({ 'GET /api/admin/partners': () => json({ partners: [partnerOf()] }) });
    render();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Institution & Partner Management');
    expect(screen.getByRole('status')).toHaveTextContent('Loading partners...');
    const card = await screen.findByRole('link', { name: /Ubuntu University/ });
    expect(card).toHaveAttribute('href', '/admin/partners/00000000-0000-4000-8000-0000000000a1');
    expect(card).toHaveTextContent('University · Standard');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Not Started');
    expect(screen.getByRole('button', { name: 'Onboarding (soon)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add Partner' })).toHaveAttribute('href', '/admin/partners/new');
    const nav = screen.getByRole('navigation', { name: 'Partner CRM' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Partners', 'Inquiries', 'Tiers', 'Analytics', 'Back to Dashboard']);
    expect(within(nav).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/partner-dashboard');
  });

  it('filters by type with the seed options and searches by name or email', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/partners': () => json({ partners: [] }) });
    render();
    expect(await screen.findByText('No partners found.')).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Types', 'University', 'TVET', 'Funder', 'SETA']);
    fireEvent.change(type, { target: { value: 'seta' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search partners' }), { target: { value: 'karoo' } });
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search by name or email...');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/partners?search=karoo&type=seta'));
  });

  it("says 'Failed to load partners' and retries", async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/partners': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json({ partners: [partnerOf()] })) });
    render();
    expect(await screen.findByText('Failed to load partners')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Ubuntu University/ })).toBeInTheDocument();
  });
});
