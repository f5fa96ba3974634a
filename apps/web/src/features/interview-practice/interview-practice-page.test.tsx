import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interviewPracticeTexts } from '@kusasa/domain/roadmap-texts';
import { INTERVIEW_FIELDS, INTERVIEW_QUESTIONS, type InterviewField } from '@kusasa/domain/rules/interview-practice';
import { json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InterviewPracticePage from './interview-practice-page';

const APPLICATION = '11111111-1111-4111-8111-111111111111';

const practice = (field: InterviewField, applicationId: string | null) => ({
  applications: [{ id: APPLICATION, programmeName: 'Bachelor of Nursing', institutionName: 'UKZN', field: 'health-sciences' }],
  fields: INTERVIEW_FIELDS.map((entry) => ({ field: entry, name: INTERVIEW_QUESTIONS[entry].name })),
  selected: { field, name: INTERVIEW_QUESTIONS[field].name, applicationId },
  questions: INTERVIEW_QUESTIONS[field].questions,
});

const planOf = (planId: string) => () =>
  json({ planId, planName: planId, maxApplications: 6, maxDocuments: null, includesVerification: true, thandiTier: 'advanced' });

function renderPage(handler: (url: string) => Response, planId = 'pro-ai', entry = '/interview-practice') {
  // The handler is given the body only: the address asked for is the mock's latest call.
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/plans/current': planOf(planId),
    'GET /api/interview-practice': () => handler(String(fetchMock.mock.calls.at(-1)?.[0])),
  });
  renderRoutes(<Route path="/interview-practice" element={<InterviewPracticePage title="Interview Practice" />} />, entry);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/interview-practice', () => {
  it("shows the questions for the learner's application with tips, lets them choose a field, and links to booking", async () => {
    const fetchMock = renderPage((url) => json(url.includes('field=law') ? practice('law', null) : practice('health-sciences', APPLICATION)));
    const questions = await screen.findByRole('region', { name: /Questions for Health sciences/ });
    expect(within(questions).getByText('How would you handle a patient who is rude or frightened?')).toBeInTheDocument();
    expect(within(questions).getAllByText('Tip:')).toHaveLength(INTERVIEW_QUESTIONS['health-sciences'].questions.length);
    const chooser = screen.getByRole('combobox', { name: 'Practise for' });
    expect(chooser).toHaveValue(`application:${APPLICATION}`);
    fireEvent.change(chooser, { target: { value: 'field:law' } });
    expect(await screen.findByRole('region', { name: 'Questions for Law' })).toBeInTheDocument();
    expect(sentTo(fetchMock, 'GET /api/interview-practice').length).toBeGreaterThanOrEqual(2);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/interview-practice?field=law');
    expect(screen.getByRole('link', { name: 'Book Interview Preparation' })).toHaveAttribute('href', '/consultations?session=interview-preparation');
  });

  it('shows the upgrade message and a link to the plans below Pro + AI, and still offers booking', async () => {
    const fetchMock = renderPage(() => json(practice('general', null)), 'starter');
    expect(await screen.findByText(interviewPracticeTexts.planRequired)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'GET /api/interview-practice')).toEqual([]);
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Book Interview Preparation' })).toBeInTheDocument();
  });
});
