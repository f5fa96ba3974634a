import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Handler, apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InstitutionDashboardPage from './institution-dashboard-page';

const render = (account: Handler) => {
  mockApi({ 'GET /api/institution/account': account });
  renderRoutes(<Route path="/institutions/dashboard" element={<InstitutionDashboardPage title="Institution Dashboard" />} />, '/institutions/dashboard');
};
const institution = {
  id: '00000000-0000-4000-8000-0000000000a9',
  name: 'Karoo TVET College',
  type: 'tvet',
  province: 'Northern Cape',
  status: 'pending',
  createdAt: '2026-03-11T12:05:00.000Z',
};

describe('/institutions/dashboard', () => {
  it("is the seed's placeholder: three cards with '--' and 'Coming soon', Complete Setup disabled, a link to /partner-inquiry", async () => {
    render(() => json({ institution }));
    expect(screen.getByText('The institution dashboard is under development.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your institution...');
    for (const card of ['Total Programs', 'Applications', 'Analytics']) expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    expect(screen.getAllByText('--')).toHaveLength(3);
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Interested in a partnership? Send us an inquiry.' })).toHaveAttribute('href', '/partner-inquiry');
    expect(await screen.findByText('Your institution account is pending until an administrator approves it.')).toBeInTheDocument();
    expect(screen.getByText('Karoo TVET College')).toBeInTheDocument();
  });

  it('says when the account is approved', async () => {
    render(() => json({ institution: { ...institution, status: 'active' } }));
    expect(await screen.findByText('Your institution account is approved.')).toBeInTheDocument();
  });

  it('offers Retry when the status cannot load', async () => {
    let fail = true;
    mockApi({ 'GET /api/institution/account': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json({ institution: null })) });
    renderRoutes(<Route path="/institutions/dashboard" element={<InstitutionDashboardPage title="Institution Dashboard" />} />, '/institutions/dashboard');
    expect(await screen.findByText("We could not load your institution's status.")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your institution account is pending until an administrator approves it.')).toBeInTheDocument();
  });
});
