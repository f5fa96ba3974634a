import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationPageTexts as t } from '@kusasa/domain/application-texts';
import type { ApplicationPrefill } from '@kusasa/domain/schemas/application-prefill';
import { json, mockApi, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ApplyPage from './apply-page';

// Form auto-fill (issue 31): Essential's learners find their Grade 12 marks filled in from the
// profile and are asked to check them; Starter's are told which plan fills them in.

const MARKS = 'English Home Language 70%\nMathematics 71%';

function renderApply(prefill: ApplicationPrefill) {
  mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/profile': () => json({ personal: { fullName: 'Thandi Nkosi', idNumber: '0001015800085' } }),
    'GET /api/institutions': () => json({ institutions: [] }),
    'GET /api/applications': () => json({ applications: [], limit: { planId: 'essential', planName: 'Essential', max: 3, used: 0, remaining: 3 } }),
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
