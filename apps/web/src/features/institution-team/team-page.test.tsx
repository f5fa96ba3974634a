import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import JoinPage from './join-page';
import TeamPage from './team-page';

const lead = {
  userId: '00000000-0000-4000-8000-0000000000d1',
  name: 'Lerato Dube',
  email: 'lerato@karoo.example.org',
  role: 'lead',
  joinedAt: '2026-11-01T08:00:00.000Z',
};
const reviewer = {
  userId: '00000000-0000-4000-8000-0000000000d2',
  name: 'Sipho Nkosi',
  email: 'sipho@karoo.example.org',
  role: 'reviewer',
  joinedAt: '2026-11-02T08:00:00.000Z',
};
const invitation = {
  id: '00000000-0000-4000-8000-0000000000e1',
  email: 'new@karoo.example.org',
  role: 'decision-maker',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-11-27T08:00:00.000Z',
};
const team = { institutionName: 'Karoo TVET College', canManage: true, members: [lead, reviewer], invitations: [invitation] };

const renderTeam = (body: unknown = team) => {
  const fetchMock = mockApi({
    'GET /api/institution/team': () => json(body),
    'POST /api/institution/team/invitations': () => json(invitation, 201),
    [`DELETE /api/institution/team/invitations/${invitation.id}`]: () => json({ done: true }),
    [`DELETE /api/institution/team/members/${reviewer.userId}`]: () => json({ done: true }),
  });
  renderRoutes(<Route path="/institutions/team" element={<TeamPage title="Team" />} />, '/institutions/team');
  return fetchMock;
};

describe('/institutions/team', () => {
  it('lists colleagues and invitations; the lead invites, revokes and removes (after asking)', async () => {
    const fetchMock = renderTeam();
    expect(await screen.findByText('Sipho Nkosi')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'thandeka@karoo.example.org' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'decision-maker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent.');
    expect(sentTo(fetchMock, 'POST /api/institution/team/invitations')).toEqual([{ email: 'thandeka@karoo.example.org', role: 'decision-maker' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Sipho Nkosi');
    expect(sentTo(fetchMock, `DELETE /api/institution/team/members/${reviewer.userId}`)).toHaveLength(1);
    expect(sentTo(fetchMock, `DELETE /api/institution/team/invitations/${invitation.id}`)).toHaveLength(1);
  });

  it('shows a colleague who is not the lead the team only, and an unapproved account why it sees nothing', async () => {
    renderTeam({ ...team, canManage: false, invitations: [] });
    expect(await screen.findByText('Sipho Nkosi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('tells an account waiting for approval why', async () => {
    mockApi({ 'GET /api/institution/team': () => apiError(403, 'FORBIDDEN', 'Your institution account is waiting for approval.') });
    renderRoutes(<Route path="/institutions/team" element={<TeamPage title="Team" />} />, '/institutions/team');
    expect(await screen.findByText('Your institution account is waiting for approval.')).toBeInTheDocument();
  });
});

describe('/institutions/join', () => {
  it('accepts the invitation from the link', async () => {
    const fetchMock = mockApi({ 'POST /api/institution/invitations/accept': () => json({ institutionName: 'Karoo TVET College', role: 'reviewer' }) });
    renderRoutes(
      <Route path="/institutions/join" element={<JoinPage title="Join Your Institution" />} />,
      '/institutions/join#token=abcdefghijklmnopqrstuvwxyz0123456789',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You now work for Karoo TVET College.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/institution/invitations/accept')).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz0123456789' }]);
  });
});
