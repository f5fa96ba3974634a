import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionOf, signedOut } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { PlanGate } from './plan-gate';

const planOf = (planId: string, planName: string) => () =>
  json({ planId, planName, maxApplications: 1, maxDocuments: 5, includesVerification: false, thandiTier: 'basic' });

function renderGate(requiredPlan: 'starter' | 'essential' | 'pro-ai', handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  renderRoutes(
    <Route
      path="/career-guidance"
      element={
        <PlanGate requiredPlan={requiredPlan} feature="Career Assessment">
          <p>The locked feature</p>
        </PlanGate>
      }
    />,
    '/career-guidance',
  );
  return fetchMock;
}

describe('PlanGate', () => {
  it.each([
    ['starter', 'essential', false],
    ['essential', 'essential', true],
    ['pro-ai', 'essential', true],
    ['essential', 'pro-ai', false],
    ['pro-ai', 'pro-ai', true],
  ] as const)('a %s learner and a feature for %s: shown %s', async (planId, requiredPlan, shown) => {
    renderGate(requiredPlan, { 'GET /api/auth/session': sessionOf(), 'GET /api/plans/current': planOf(planId, planId) });
    if (shown) {
      expect(await screen.findByText('The locked feature')).toBeInTheDocument();
    } else {
      const card = await screen.findByRole('group', { name: 'Upgrade to unlock' });
      expect(card).toHaveTextContent(`Career Assessment is part of the ${requiredPlan === 'pro-ai' ? 'Pro + AI' : 'Essential'} plan`);
      expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
      expect(screen.queryByText('The locked feature')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    }
  });

  it('opens Starter features to everyone without asking for the plan', () => {
    const fetchMock = renderGate('starter', { 'GET /api/auth/session': signedOut });
    expect(screen.getByText('The locked feature')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/plans'))).toBe(false);
  });

  it('gates a signed-out visitor as Starter, with a sign-in hint and no plan request', async () => {
    const fetchMock = renderGate('essential', { 'GET /api/auth/session': signedOut });
    expect(await screen.findByRole('group', { name: 'Upgrade to unlock' })).toBeInTheDocument();
    expect(screen.getByText(/Already on a paid plan\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/plans'))).toBe(false);
  });

  it('gates as Starter when the plan cannot be read', async () => {
    renderGate('essential', { 'GET /api/auth/session': sessionOf(), 'GET /api/plans/current': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByRole('group', { name: 'Upgrade to unlock' })).toBeInTheDocument();
    expect(screen.getByText('We could not check your plan. Showing the Starter features.')).toBeInTheDocument();
  });
});
