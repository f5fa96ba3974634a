import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import CaseloadLearnerPage from './learner-page';
import { LEARNER_ID, OTHER_ID, journeyOnlyLearner, learner } from './test-fixtures';

const renderPage = (id = LEARNER_ID) =>
  renderRoutes(<Route path="/counselors/learners/:learnerId" element={<CaseloadLearnerPage title="Learner" />} />, `/counselors/learners/${id}`);
const notesPath = `POST /api/counselor/learners/${LEARNER_ID}/notes`;

describe('/counselors/learners/:learnerId', () => {
  it('shows every part the learner shares, and notes marked private or shared', async () => {
    mockApi({ [`GET /api/counselor/learners/${LEARNER_ID}`]: () => json(learner()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeInTheDocument();
    expect(screen.queryByText('Not shared')).not.toBeInTheDocument();
    expect(screen.getByText('APS: 34')).toBeInTheDocument();
    expect(screen.getByText('72%')).toBeInTheDocument();
    expect(screen.getByText('Submitted · Closes 30 September 2026')).toBeInTheDocument();
    expect(screen.getByText('Application submitted')).toBeInTheDocument();
    const notes = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(notes.map((note) => note.firstChild?.textContent)).toEqual(['Shared with the learner', 'Private']);
  });

  it('says which kind of identity check the learner passed, whatever they share (issue 32)', async () => {
    mockApi({ [`GET /api/counselor/learners/${OTHER_ID}`]: () => json(journeyOnlyLearner()) });
    renderPage(OTHER_ID);
    expect(await screen.findByText('Verified by Kusasa from a certified ID copy')).toBeInTheDocument();
  });

  it('says when the learner is not verified', async () => {
    mockApi({ [`GET /api/counselor/learners/${LEARNER_ID}`]: () => json(learner({ identityCheck: null })) });
    renderPage();
    expect(await screen.findByText('Identity not verified')).toBeInTheDocument();
  });

  it('links to the one-page summary (PDF) for a parent meeting', async () => {
    mockApi({ [`GET /api/counselor/learners/${LEARNER_ID}`]: () => json(learner()) });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Print summary (PDF)' });
    expect(link).toHaveAttribute('href', `/api/counselor/learners/${LEARNER_ID}/summary.pdf`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("says 'Not shared' for every part the learner kept back", async () => {
    mockApi({ [`GET /api/counselor/learners/${OTHER_ID}`]: () => json(journeyOnlyLearner()) });
    renderPage(OTHER_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sipho Dlamini' })).toBeInTheDocument();
    // documents, applications' counts, next deadline, funding, marks, the application list
    expect(screen.getAllByText('Not shared')).toHaveLength(6);
    expect(screen.getByText('Applications', { selector: 'dd' })).toBeInTheDocument();
  });

  it('sends a note to the learner by default, or keeps it private', async () => {
    let sent = 0;
    const fetchMock = mockApi({
      [`GET /api/counselor/learners/${LEARNER_ID}`]: () => json(learner({ notes: [] })),
      [notesPath]: (body) => {
        sent += 1;
        const { body: text, visibility } = body as { body: string; visibility: string };
        return json(
          {
            note: {
              id: `88888888-8888-4888-8888-00000000000${sent}`,
              body: text,
              visibility,
              counselorName: 'Mr Mokoena',
              createdAt: '2026-11-29T08:00:00.000Z',
            },
          },
          201,
        );
      },
    });
    renderPage();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('The learner (shown on their Counselor page)')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write a note')).toBeInTheDocument();
    expect(sentTo(fetchMock, notesPath)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Well done on the application.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Well done on the application.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Follow up in January.' } });
    fireEvent.click(screen.getByLabelText('Only me (private)'));
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Follow up in January.')).toBeInTheDocument();
    expect(sentTo(fetchMock, notesPath)).toEqual([
      { body: 'Well done on the application.', visibility: 'learner' },
      { body: 'Follow up in January.', visibility: 'private' },
    ]);
    const notes = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(notes.map((note) => note.firstChild?.textContent)).toEqual(['Private', 'Shared with the learner']);
  });

  it('says the learner no longer shares when the API refuses (403)', async () => {
    mockApi({ [`GET /api/counselor/learners/${LEARNER_ID}`]: () => apiError(403, 'FORBIDDEN', 'No current link') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This learner no longer shares their account with you' })).toBeInTheDocument();
  });

  it('offers to try again when the learner cannot be loaded', async () => {
    mockApi({ [`GET /api/counselor/learners/${LEARNER_ID}`]: () => apiError(500, 'INTERNAL', 'An error occurred') });
    renderPage();
    expect(await screen.findByText('We could not load this learner.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
