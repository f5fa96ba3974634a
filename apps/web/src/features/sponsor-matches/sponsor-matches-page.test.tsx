import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SponsorMatch } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import SponsorMatchesPage from './sponsor-matches-page';

const match: SponsorMatch = {
  reference: 'FM-ABCDEF123456',
  firstName: 'Thandi',
  province: 'Limpopo',
  fieldsOfStudy: ['engineering', 'information-technology'],
  institutionTypes: ['public-university'],
  incomeBand: '350001-to-600000',
  outcome: 'unlikely',
  identityCheck: { method: 'bureau', bureau: 'VerifyNow', checkedAt: '2026-02-01T08:00:00.000Z' },
  invitedAt: null,
};
const invitePath = `POST /api/sponsor/matches/${match.reference}/invite`;

function render(handlers: Parameters<typeof mockApi>[0] = {}) {
  let matches = [match];
  const fetchMock = mockApi({
    'GET /api/sponsor/funding-criteria': () => json({ criteria: null, updatedAt: null }),
    'PUT /api/sponsor/funding-criteria': (body) => json({ criteria: body, updatedAt: '2026-11-20T08:00:00.000Z' }),
    'GET /api/sponsor/matches': () => json({ matches }),
    [invitePath]: () => {
      matches = [{ ...match, invitedAt: '2026-11-21T08:00:00.000Z' }];
      return json({ match: matches[0] });
    },
    ...handlers,
  });
  renderRoutes(<Route path="/sponsors/matches" element={<SponsorMatchesPage title="Matched Learners" />} />, '/sponsors/matches');
  return fetchMock;
}

describe('/sponsors/matches', () => {
  it('explains that only learners who chose to share appear, without ID numbers, contact details or documents', async () => {
    render();
    expect(await screen.findByText(/Only learners who chose to share their funding readiness with sponsors appear here/)).toHaveTextContent(
      /never an ID number, contact details or documents/,
    );
  });

  it('saves the criteria from the checkbox groups, the income select and the NSFAS checkbox', async () => {
    const fetchMock = render();
    expect(await screen.findByText('You have not saved any criteria yet: save them to see matching learners.')).toBeInTheDocument();
    const provinces = screen.getByRole('group', { name: 'Provinces' });
    fireEvent.click(within(provinces).getByLabelText('Western Cape'));
    fireEvent.click(within(provinces).getByLabelText('Limpopo'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Institution types' })).getByLabelText('Public TVET college'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Fields of study' })).getByLabelText('Engineering'));
    fireEvent.change(screen.getByLabelText('Highest household income you fund'), { target: { value: '350001-to-600000' } });
    fireEvent.click(screen.getByLabelText('Only learners NSFAS is unlikely to cover'));
    fireEvent.click(screen.getByRole('button', { name: 'Save criteria' }));
    await screen.findByText('Your criteria are saved.');
    expect(sentTo(fetchMock, 'PUT /api/sponsor/funding-criteria')).toEqual([
      {
        provinces: ['Limpopo', 'Western Cape'],
        institutionTypes: ['public-tvet'],
        fieldsOfStudy: ['engineering'],
        maxIncomeBand: '350001-to-600000',
        nsfasUnlikelyOnly: true,
      },
    ]);
    expect(await screen.findByText(/^Last saved/)).toBeInTheDocument();
  });

  it('sends "any income" as null, and shows a refusal of the criteria', async () => {
    const fetchMock = render({
      'PUT /api/sponsor/funding-criteria': () => apiError(400, 'VALIDATION', 'Check your criteria', {}, { provinces: 'Unknown province' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save criteria' }));
    expect(await screen.findByText('Check your criteria')).toBeInTheDocument();
    expect(screen.getByText('Unknown province')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/sponsor/funding-criteria')).toEqual([
      { provinces: [], institutionTypes: [], fieldsOfStudy: [], maxIncomeBand: null, nsfasUnlikelyOnly: false },
    ]);
  });

  it('lists a match with labels and invites them with a message', async () => {
    const fetchMock = render();
    const row = (await screen.findByText('Thandi')).closest('tr')!;
    expect(within(row).getByText('Engineering, Information technology')).toBeInTheDocument();
    expect(within(row).getByText('R350,001 to R600,000 a year (up to R50,000 a month)')).toBeInTheDocument();
    expect(within(row).getByText('Unlikely')).toBeInTheDocument();
    // Which kind of identity check the learner passed (issue 32).
    expect(within(row).getByText('Verified with Home Affairs through VerifyNow')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Invite Thandi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Thandi' });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: ' We fund engineers in Limpopo. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('The learner is invited.');
    expect(sentTo(fetchMock, invitePath)).toEqual([{ message: 'We fund engineers in Limpopo.' }]);
    await waitFor(() => expect(screen.getByText(/^Invited on/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Invite Thandi' })).not.toBeInTheDocument();
  });

  it('invites without a message, and keeps the dialog open when refused', async () => {
    const fetchMock = render({ [invitePath]: () => apiError(404, 'NOT_FOUND', 'This learner is no longer among your matches.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Thandi' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This learner is no longer among your matches.')).toBeInTheDocument();
    expect(sentTo(fetchMock, invitePath)).toEqual([{ message: null }]);
  });

  it('says when no learner matches', async () => {
    render({ 'GET /api/sponsor/matches': () => json({ matches: [] }) });
    expect(await screen.findByText('No learners match your criteria yet.')).toBeInTheDocument();
  });
});
