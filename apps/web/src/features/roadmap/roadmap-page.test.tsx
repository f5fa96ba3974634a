import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roadmapTexts } from '@kusasa/domain/roadmap-texts';
import { roadmapSchema, type Roadmap } from '@kusasa/domain/schemas/roadmap';
import { apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import RoadmapPage from './roadmap-page';

const roadmap: Roadmap = roadmapSchema.parse({
  today: '2026-09-01',
  lastDate: '2026-11-15',
  weeks: [
    {
      number: 1,
      startsOn: '2026-09-01',
      endsOn: '2026-09-07',
      tasks: [
        { id: 'take-assessment', kind: 'take-assessment', title: 'Take the Career Assessment', dueOn: '2026-09-30', done: true, link: '/career-guidance' },
        {
          id: 'upload-document:id',
          kind: 'upload-document',
          title: 'Upload a certified copy of your ID',
          dueOn: '2026-09-30',
          done: false,
          link: '/profile-completion',
        },
      ],
    },
    {
      number: 4,
      startsOn: '2026-09-22',
      endsOn: '2026-09-28',
      tasks: [
        {
          id: 'submit-application:a',
          kind: 'submit-application',
          title: 'Finish and submit your application for BSc at Wits (closes 30 September 2026)',
          dueOn: '2026-09-30',
          done: false,
          link: '/apply',
        },
      ],
    },
  ],
});

const planOf = (planId: string) => () =>
  json({ planId, planName: planId, maxApplications: 6, maxDocuments: null, includesVerification: true, thandiTier: 'advanced' });

function renderPage(answer: () => Response, planId = 'pro-ai') {
  const fetchMock = mockApi({ 'GET /api/auth/session': sessionOf(), 'GET /api/plans/current': planOf(planId), 'GET /api/roadmap': answer });
  renderRoutes(<Route path="/roadmap" element={<RoadmapPage title="My Roadmap" />} />, '/roadmap');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/roadmap', () => {
  it('shows each week with its dates and tasks, done ones ticked and the rest with a way to act', async () => {
    renderPage(() => json(roadmap));
    const thisWeek = await screen.findByRole('region', { name: 'This week' });
    expect(within(thisWeek).getByText('1 September 2026 to 7 September 2026')).toBeInTheDocument();
    expect(within(thisWeek).getByText('1 of 2 done')).toBeInTheDocument();
    expect(within(thisWeek).getByText('Done:', { exact: false }).parentElement).toHaveTextContent('Done: Take the Career Assessment');
    expect(within(thisWeek).queryByRole('link', { name: /Take the Career Assessment/ })).toBeNull();
    expect(within(thisWeek).getByRole('link', { name: 'Go there: Upload a certified copy of your ID' })).toHaveAttribute('href', '/profile-completion');
    const week4 = screen.getByRole('region', { name: 'Week 4' });
    expect(within(week4).getByText(/closes 30 September 2026/)).toBeInTheDocument();
    expect(screen.getByText('Your roadmap runs until 15 November 2026, your last date that matters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise for interviews' })).toHaveAttribute('href', '/interview-practice');
  });

  it('offers an Essential learner the upgrade to Pro + AI without asking for the roadmap', async () => {
    const fetchMock = renderPage(() => json(roadmap), 'essential');
    expect(await screen.findByText(roadmapTexts.planRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    expect(sentTo(fetchMock, 'GET /api/roadmap')).toEqual([]);
  });

  it('shows the upgrade when the server refuses the plan (one that ended since the page loaded)', async () => {
    renderPage(() => apiError(403, 'PLAN_LIMIT', 'Your personalised roadmap is part of Pro + AI.', { upgradeUrl: '/pricing', requiredPlan: 'pro-ai' }));
    expect(await screen.findByText('Your personalised roadmap is part of Pro + AI.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('says when there is nothing to plan, and offers to try again after an error', async () => {
    let answer = () => apiError(500, 'INTERNAL', 'Something went wrong');
    renderPage(() => answer());
    expect(await screen.findByText('We could not load your roadmap.')).toBeInTheDocument();
    answer = () => json({ today: '2026-09-01', lastDate: null, weeks: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Nothing to plan yet/)).toBeInTheDocument();
  });
});
