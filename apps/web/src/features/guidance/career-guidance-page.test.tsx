import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_STATEMENTS } from '@kusasa/domain/rules/career-assessment';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import type { CareerAssessmentResult } from '@kusasa/domain/schemas/guidance';
import { apiError, json, mockApi, sentTo, sessionOf, signedOut } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import CareerGuidancePage from './career-guidance-page';

const planOf = (planId: string) => () =>
  json({ planId, planName: planId, maxApplications: 3, maxDocuments: 20, includesVerification: true, thandiTier: 'guidance' });

const result: CareerAssessmentResult = {
  scores: [
    { area: 'social', name: 'Helping people (Social)', score: 100 },
    { area: 'conventional', name: 'Organising and detail (Conventional)', score: 50 },
  ],
  topAreas: [{ area: 'social', name: 'Helping people (Social)', score: 100, description: 'You like teaching.', studyFields: ['Education (teaching)'] }],
  programmes: [
    { id: '00000000-0000-4000-8000-000000000041', name: 'B Nursing Science', faculty: null, institutionName: 'University of Zululand', area: 'social' },
  ],
};

function renderGuidance(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  renderRoutes(<Route path="/career-guidance" element={<CareerGuidancePage title="Career Guidance" />} />, '/career-guidance');
  return fetchMock;
}

// Testing Library compares with the text whitespace-normalised (the price has a no-break space).
const priced = (minutes: number, rand: number) => `${minutes} minutes · ${formatZarWhole(rand * 100)}`.replace(/\s/g, ' ');
const card = (name: string) => screen.getByRole('region', { name });

describe('CareerGuidancePage', () => {
  it('shows a signed-out visitor the three cards, Thandi open and the others behind upgrade cards', async () => {
    renderGuidance({ 'GET /api/auth/session': signedOut });
    expect(screen.getByRole('heading', { level: 1, name: 'Career Guidance' })).toBeInTheDocument();
    expect(within(card('Basic Guidance')).getByRole('link', { name: 'Chat with Thandi' })).toHaveAttribute('href', '/thandi');
    const assessment = card('Career Assessment');
    expect(await within(assessment).findByRole('group', { name: 'Upgrade to unlock' })).toBeInTheDocument();
    expect(within(assessment).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    expect(within(assessment).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const expert = card('Expert Counseling');
    expect(within(expert).getByText('Career Guidance')).toBeInTheDocument();
    expect(within(expert).getByText(priced(45, 600))).toBeInTheDocument();
    expect(within(expert).getByText(priced(30, 400))).toBeInTheDocument();
    expect(within(expert).getByText(priced(60, 750))).toBeInTheDocument();
    expect(within(expert).getByRole('group', { name: 'Upgrade to unlock' })).toHaveTextContent('Pro + AI');
  });

  it('lists real resources with their addresses and labels every story as illustrative', () => {
    renderGuidance({ 'GET /api/auth/session': signedOut });
    const resources = card('Resources');
    expect(within(resources).getByRole('link', { name: /NSFAS/ })).toHaveAttribute('href', 'https://www.nsfas.org.za');
    expect(within(resources).getByRole('link', { name: /SAQA/ })).toHaveAttribute('href', 'https://www.saqa.org.za');
    const stories = within(card('Success stories')).getAllByRole('listitem');
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) expect(story).toHaveTextContent('Illustrative story: not a real person');
  });

  it('lets an Essential learner take the assessment and see the result', async () => {
    const fetchMock = renderGuidance({
      'GET /api/auth/session': sessionOf(),
      'GET /api/plans/current': planOf('essential'),
      'POST /api/guidance/career-assessment': () => json(result),
    });
    fireEvent.click(await within(card('Career Assessment')).findByRole('button', { name: 'Career Assessment' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByText('Please rate every statement.')).toBeInTheDocument();
    for (const statement of ASSESSMENT_STATEMENTS) {
      const rating = statement.area === 'social' ? 5 : 2;
      fireEvent.click(document.querySelector(`input[name="${statement.id}"][value="${rating}"]`)!);
    }
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByText('Your top interest areas')).toBeInTheDocument();
    expect(screen.getByText('B Nursing Science')).toBeInTheDocument();
    const [sent] = sentTo(fetchMock, 'POST /api/guidance/career-assessment') as { answers: Record<string, number> }[];
    expect(sent!.answers).toMatchObject({ s1: 5, s2: 5, r1: 2, c2: 2 });
    expect(Object.keys(sent!.answers)).toHaveLength(12);
    // Expert Counseling stays locked below Pro + AI.
    expect(within(card('Expert Counseling')).getByRole('group', { name: 'Upgrade to unlock' })).toBeInTheDocument();
  });

  it('shows the upgrade card when the server refuses the plan', async () => {
    renderGuidance({
      'GET /api/auth/session': sessionOf(),
      'GET /api/plans/current': planOf('pro-ai'),
      'POST /api/guidance/career-assessment': () => apiError(403, 'PLAN_LIMIT', 'Upgrade', { upgradeUrl: '/pricing' }),
    });
    fireEvent.click(await within(card('Career Assessment')).findByRole('button', { name: 'Career Assessment' }));
    for (const radio of document.querySelectorAll('input[type="radio"][value="3"]')) fireEvent.click(radio);
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Upgrade to unlock' })).toHaveLength(1));
    expect(within(card('Expert Counseling')).getByText(/Pro \+ AI includes one Career Guidance/)).toBeInTheDocument();
  });
});
