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

const pending = { state: 'pending', reason: null, institutionName: null, figures: null };

describe('/institutions/dashboard', () => {
  it("is the seed's placeholder: three cards with '--' and 'Coming soon', Complete Setup disabled, a link to /partner-inquiry", async () => {
    render(() => json({ institution, workspace: pending }));
    expect(screen.getByText('The institution dashboard is under development.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your institution...');
    for (const card of ['Total Programs', 'Applications', 'Analytics']) expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    expect(screen.getAllByText('--')).toHaveLength(3);
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Interested in a partnership? Send us an inquiry.' })).toHaveAttribute('href', '/partner-inquiry');
    expect(await screen.findByText('Your institution account is pending until an administrator approves it.')).toBeInTheDocument();
    expect(screen.getByText('Karoo TVET College')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
  });

  it('shows a declined account the reason, and nothing else', async () => {
    render(() => json({ institution, workspace: { ...pending, state: 'declined', reason: 'We could not confirm your role.' } }));
    expect(await screen.findByText('Your institution account was not approved.')).toBeInTheDocument();
    expect(screen.getByText(/We could not confirm your role\./)).toBeInTheDocument();
    expect(screen.getAllByText('--')).toHaveLength(3);
  });

  it('carries the approved institution’s real figures, and Complete Setup leads to the setup', async () => {
    const figures = { programmes: 12, programmesOpen: 9, applicationsByStatus: { submitted: 30, approved: 4 }, applicationsTotal: 34, decidedThisMonth: 4 };
    render(() => json({ institution: null, workspace: { state: 'approved', reason: null, institutionName: 'Karoo TVET College', figures } }));
    expect(await screen.findByText('Your institution account is approved.')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('34')).toBeInTheDocument();
    expect(screen.getByText('4 decided this month')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Setup' })).toHaveAttribute('href', '/institutions/setup');
  });

  it('offers Retry when the status cannot load', async () => {
    let fail = true;
    mockApi({ 'GET /api/institution/account': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json({ institution: null, workspace: pending })) });
    renderRoutes(<Route path="/institutions/dashboard" element={<InstitutionDashboardPage title="Institution Dashboard" />} />, '/institutions/dashboard');
    expect(await screen.findByText("We could not load your institution's status.")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your institution account is pending until an administrator approves it.')).toBeInTheDocument();
  });
});
