import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { programmeListTexts as texts } from '@kusasa/domain/catalogue-texts';
import type { MyAps } from '@kusasa/domain/schemas/my-aps';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ProgramsPage from './programs-page';
import { nmu, nmuBedFoundationPhase, uct, uctScience, wits, witsBcom } from '../../test/catalogue-fixtures';

const withMarks: MyAps = {
  hasMarks: true,
  source: 'grade12',
  sitting: 'grade12-trial',
  score: 34,
  countedSubjects: [],
  passType: 'bachelor',
  packs: [],
};
const noMarks: MyAps = { hasMarks: false, source: null, sitting: null, score: null, countedSubjects: [], passType: null, packs: [] };

function renderPage(handlers: Record<string, Handler>) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/institutions': () => json({ institutions: [uct, wits] }),
    'GET /api/programs': () => json({ programs: [uctScience, witsBcom] }),
    ...handlers,
  });
  renderRoutes(<Route path="/programs" element={<ProgramsPage title="Programs" />} />, '/programs');
  return fetchMock;
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest<HTMLElement>('[data-testid="programme-card"]')!;

describe('ProgramsPage', () => {
  it("groups programmes by institution and marks each with the server's eligibility", async () => {
    renderPage({
      'GET /api/aps/me': () => json(withMarks),
      'GET /api/programs/eligibility': () =>
        json({
          results: [
            { programId: witsBcom.id, status: 'nearly', reasons: [{ kind: 'aps_short', by: 2 }], texts: ['APS short by 2'] },
            {
              programId: uctScience.id,
              status: 'does_not_meet',
              reasons: [{ kind: 'missing_subject', subject: 'Physical Sciences' }],
              texts: ['Missing subject: Physical Sciences'],
            },
          ],
        }),
    });
    const bcom = await card('Bachelor of Commerce');
    expect(await within(bcom).findByText('Nearly meets')).toBeInTheDocument();
    expect(within(bcom).getByText('APS short by 2')).toBeInTheDocument();
    const science = await card('Bachelor of Science');
    expect(within(science).getByText('Does not meet')).toBeInTheDocument();
    expect(within(science).getByText('Missing subject: Physical Sciences')).toBeInTheDocument();
    expect(screen.getByText(texts.eligibilityFrom('Grade 12 trial'))).toBeInTheDocument();
    // Institutions by name, each heading its own programmes.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([uct.name, wits.name]);
    expect(screen.getByRole('link', { name: texts.apsCalculatorLink })).toHaveAttribute('href', '/aps-calculator');
  });

  it("states an NMU programme's minimum and the learner's score as Applicant Scores out of 600", async () => {
    renderPage({
      'GET /api/institutions': () => json({ institutions: [nmu, wits] }),
      'GET /api/programs': () => json({ programs: [nmuBedFoundationPhase, witsBcom] }),
      'GET /api/aps/me': () => json(withMarks),
      'GET /api/programs/eligibility': () =>
        json({
          results: [
            {
              programId: nmuBedFoundationPhase.id,
              status: 'meets',
              reasons: [],
              texts: [],
              packId: 'nmu',
              score: 415,
              maxScore: 600,
              unit: 'applicant-score',
              unitLabel: 'Applicant Score',
              minAps: 350,
            },
            {
              programId: witsBcom.id,
              status: 'meets',
              reasons: [],
              texts: [],
              packId: 'wits',
              score: 42,
              maxScore: 56,
              unit: 'aps',
              unitLabel: 'APS',
              minAps: 39,
            },
          ],
        }),
    });
    const bed = await card(nmuBedFoundationPhase.name);
    expect(await within(bed).findByText('Your score: Applicant Score 415 / 600')).toBeInTheDocument();
    expect(within(bed).getByText('Minimum Applicant Score')).toBeInTheDocument();
    expect(within(bed).getByText('Minimum Applicant Score').nextElementSibling).toHaveTextContent('350; 365 with Mathematical Literacy');
    expect(within(bed).queryByText('Minimum APS')).not.toBeInTheDocument();
    const bcom = await card(witsBcom.name);
    expect(within(bcom).getByText('Your score: APS 42 / 56')).toBeInTheDocument();
    expect(within(bcom).getByText('Minimum APS')).toBeInTheDocument();
  });

  it('prompts a student without marks to add them, and does not ask for eligibility', async () => {
    const fetchMock = renderPage({ 'GET /api/aps/me': () => json(noMarks) });
    expect(await screen.findByRole('link', { name: texts.addMarksLink })).toHaveAttribute('href', '/profile-completion');
    await card('Bachelor of Commerce');
    expect(screen.queryByText('Meets')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'GET /api/programs/eligibility')).toEqual([]);
  });

  it('shows no eligibility to other account types', async () => {
    const fetchMock = renderPage({ 'GET /api/auth/session': sessionOf({ userType: 'admin' }) });
    await card('Bachelor of Commerce');
    expect(sentTo(fetchMock, 'GET /api/aps/me')).toEqual([]);
    expect(screen.queryByRole('link', { name: texts.addMarksLink })).not.toBeInTheDocument();
  });

  it('searches and filters by institution', async () => {
    renderPage({ 'GET /api/aps/me': () => json(noMarks) });
    await card('Bachelor of Commerce');
    fireEvent.change(screen.getByLabelText(texts.institutionLabel), { target: { value: uct.id } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bachelor of Commerce' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Bachelor of Science' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(texts.institutionLabel), { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: texts.searchLabel }), { target: { value: 'nothing like this' } });
    expect(await screen.findByRole('heading', { name: texts.noMatches })).toBeInTheDocument();
  });

  it('shows the banner and the load error, and tries again', async () => {
    let calls = 0;
    renderPage({
      'GET /api/aps/me': () => json(noMarks),
      'GET /api/programs': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'boom') : json({ programs: [witsBcom] })),
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(expect.arrayContaining([texts.banner, expect.stringContaining(texts.loadFailed)]));
    fireEvent.click(screen.getByRole('button', { name: texts.tryAgain }));
    await card('Bachelor of Commerce');
    expect(screen.queryByText(texts.banner)).not.toBeInTheDocument();
  });
});
