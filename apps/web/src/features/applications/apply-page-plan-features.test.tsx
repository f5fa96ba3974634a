import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationPageTexts as t } from '@kusasa/domain/application-texts';
import type { ApplicationPrefill } from '@kusasa/domain/schemas/application-prefill';
import type { ApplicationInsights } from '@kusasa/domain/schemas/success-insights';
import { json, mockApi, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ApplyPage from './apply-page';

// What plans sell on /apply (issue 31). Form auto-fill: Essential's learners find their Grade 12
// marks filled in from the profile and are asked to check them; Starter's are told which plan
// fills them in. Success insights: Pro + AI's applications say how the learner compares.

const MARKS = 'English Home Language 70%\nMathematics 71%';

const APPLICATION = {
  id: '0e6f9d3a-4444-4444-8444-444444444444',
  clientId: '0e6f9d3a-5555-4555-8555-555555555555',
  institutionId: '0e6f9d3a-1111-4111-8111-111111111111',
  institutionName: 'University of Cape Town',
  programId: '0e6f9d3a-3333-4333-8333-333333333333',
  programName: 'BSc Computer Science',
  grade12Results: 'x',
  personalStatement: null,
  status: 'submitted',
  documentPath: null,
  document: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  history: [],
};
const NO_INSIGHTS: ApplicationInsights = { available: false, requiredPlan: 'pro-ai', insights: [] };

function renderApply(prefill: ApplicationPrefill, insights = NO_INSIGHTS, applications: unknown[] = []) {
  mockApi({
    'GET /api/applications/insights': () => json(insights),
    'GET /api/auth/session': sessionOf(),
    'GET /api/profile': () => json({ personal: { fullName: 'Thandi Nkosi', idNumber: '0001015800085' } }),
    'GET /api/institutions': () => json({ institutions: [] }),
    'GET /api/applications': () => json({ applications, limit: { planId: 'essential', planName: 'Essential', max: 3, used: 0, remaining: 3 } }),
    'GET /api/applications/prefill': () => json(prefill),
  });
  renderRoutes(<Route path="/apply" element={<ApplyPage title="Applications" />} />, '/apply');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('form auto-fill', () => {
  it('fills in the Grade 12 results from the profile on Essential, and asks the learner to check them', async () => {
    renderApply({ available: true, requiredPlan: 'essential', grade12Results: MARKS });
    const field = screen.getByLabelText(t.grade12Results);
    await waitFor(() => expect(field).toHaveValue(MARKS));
    expect(screen.getByText(new RegExp(t.prefilled))).toBeInTheDocument();
  });

  it('never overwrites what the learner typed', async () => {
    renderApply({ available: true, requiredPlan: 'essential', grade12Results: MARKS });
    const field = screen.getByLabelText(t.grade12Results);
    await waitFor(() => expect(field).toHaveValue(MARKS));
    fireEvent.change(field, { target: { value: 'Mathematics 90%' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toHaveValue('Mathematics 90%');
  });

  it('says on Starter which plan fills it in, and fills in nothing', async () => {
    renderApply({ available: false, requiredPlan: 'essential', grade12Results: null });
    expect(await screen.findByText(new RegExp(t.prefillOffer))).toBeInTheDocument();
    expect(screen.getByLabelText(t.grade12Results)).toHaveValue('');
  });
});

describe('success insights', () => {
  it('shows under each application how the learner compares with its published minimum', async () => {
    const sentences = ['Your APS for this programme is 34; it publishes a minimum of 30, so you are 4 above it.', 'You meet the published minimums.'];
    const insights: ApplicationInsights = {
      available: true,
      requiredPlan: 'pro-ai',
      insights: [{ applicationId: APPLICATION.id, programId: APPLICATION.programId, status: 'meets', sentences }],
    };
    renderApply({ available: true, requiredPlan: 'essential', grade12Results: null }, insights, [APPLICATION]);
    expect(await screen.findByText(sentences[0]!)).toBeInTheDocument();
    expect(screen.getByText('How you compare')).toBeInTheDocument();
  });
});
