import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SponsorshipOptions } from '@kusasa/domain/schemas/sponsors/requests';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import ApplySponsorshipPage from './apply-sponsorship-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const APPLICATION_ID = '7a1c0f9e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const options: SponsorshipOptions = {
  applications: [
    { id: APPLICATION_ID, programme: 'BSc Computer Science', institution: 'University of Cape Town', status: 'submitted' },
    { id: '8b2d1a0f-3c4e-4f60-9bac-1d2e3f4a5b6c', programme: null, institution: 'Durban University of Technology', status: 'draft' },
  ],
  preview: { firstName: 'Thandi', province: 'Gauteng', apsBand: '30-34' },
  planFees: [
    { planId: 'essential', name: 'Essential', priceCents: 19900 },
    { planId: 'pro-ai', name: 'Pro + AI', priceCents: 30000 },
  ],
  minAmountCents: 100,
  maxAmountCents: 100000,
};

const created = {
  request: {
    id: '00000000-0000-4000-8000-0000000000aa',
    applicationId: APPLICATION_ID,
    requestedAmountCents: 15050,
    purpose: 'application_fee',
    planId: null,
    status: 'pending',
    shared: { firstName: 'Thandi', province: null, programme: 'BSc Computer Science', institution: null, apsBand: null },
    visibleFields: ['firstName', 'programme'],
    consentedAt: '2026-11-24T10:00:00.000Z',
    fundedAt: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
};

function renderApply(handlers: Record<string, Handler> = {}, userType = 'student') {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType }),
    'GET /api/sponsorships/options': () => json(options),
    'POST /api/sponsorships/requests': () => json(created, 201),
    ...handlers,
  });
  renderRoutes(<Route path="/sponsorships/apply" element={<ApplySponsorshipPage title="Apply for Sponsorship" />} />, '/sponsorships/apply');
  return fetchMock;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request Sponsorship' }));

describe('Apply for Sponsorship', () => {
  it("asks for one of the learner's own applications, an amount in rand and the fields to share, then says 'Sponsorship Requested!'", async () => {
    const fetchMock = renderApply();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply for Sponsorship');
    const application = await screen.findByLabelText('Application ID');
    expect(
      within(application)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your applications', 'BSc Computer Science, University of Cape Town (7a1c0f9e)', 'Durban University of Technology (8b2d1a0f)']);
    expect(screen.getByLabelText('Purpose')).toHaveValue('application_fee');
    fireEvent.change(application, { target: { value: APPLICATION_ID } });
    fireEvent.change(screen.getByLabelText('Requested Amount (R)'), { target: { value: '150,50' } });
    // What each shared field would show, before the learner ticks it.
    expect(screen.getByRole('checkbox', { name: /My first name/ })).not.toBeChecked();
    expect(screen.getByText('30-34')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /My first name/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /The programme I applied to/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that sponsors/ }));
    submit();

    expect(await screen.findByRole('heading', { name: 'Sponsorship Requested!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(sentTo(fetchMock, 'POST /api/sponsorships/requests')).toEqual([
      {
        applicationId: APPLICATION_ID,
        requestedAmountCents: 15050,
        purpose: 'application_fee',
        planId: null,
        visibleFields: ['firstName', 'programme'],
        consent: true,
      },
    ]);
  });

  it('checks the form before sending: application, amount (numeric) and consent', async () => {
    const fetchMock = renderApply();
    await screen.findByLabelText('Application ID');
    submit();
    expect(describedText(screen.getByLabelText('Application ID'))).toContain('Please choose one of your applications');
    expect(describedText(screen.getByLabelText('Requested Amount (R)'))).toContain('Please enter the amount you need');
    expect(screen.getByText('Please agree before sponsors see your request')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Application ID')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Requested Amount (R)'), { target: { value: 'fifty' } });
    submit();
    expect(describedText(screen.getByLabelText('Requested Amount (R)'))).toContain('Please enter an amount in rand');
    expect(sentTo(fetchMock, 'POST /api/sponsorships/requests')).toEqual([]);
  });

  it("asks for a plan's fee at the plan's price", async () => {
    const fetchMock = renderApply();
    fireEvent.change(await screen.findByLabelText('Purpose'), { target: { value: 'plan_fee' } });
    fireEvent.change(screen.getByLabelText('Application ID'), { target: { value: APPLICATION_ID } });
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'pro-ai' } });
    expect(screen.getByLabelText('Requested Amount (R)')).toHaveValue('300');
    expect(screen.getByLabelText('Requested Amount (R)')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that sponsors/ }));
    submit();
    await screen.findByRole('heading', { name: 'Sponsorship Requested!' });
    expect(sentTo(fetchMock, 'POST /api/sponsorships/requests')).toEqual([
      { applicationId: APPLICATION_ID, requestedAmountCents: 30000, purpose: 'plan_fee', planId: 'pro-ai', visibleFields: [], consent: true },
    ]);
  });

  it("shows 'Submission error' with the server's field message, and keeps the form", async () => {
    renderApply({
      'POST /api/sponsorships/requests': () =>
        apiError(400, 'VALIDATION', 'Invalid input', {}, { requestedAmountCents: 'The amount must be at most R1,000.00' }),
    });
    fireEvent.change(await screen.findByLabelText('Application ID'), { target: { value: APPLICATION_ID } });
    fireEvent.change(screen.getByLabelText('Requested Amount (R)'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that sponsors/ }));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission error');
    expect(describedText(screen.getByLabelText('Requested Amount (R)'))).toContain('The amount must be at most R1,000.00');
    expect(screen.queryByText('Sponsorship Requested!')).not.toBeInTheDocument();
  });

  it("shows 'Submission error' with the server's reason when it is not about one field", async () => {
    renderApply({ 'POST /api/sponsorships/requests': () => apiError(409, 'CONFLICT', 'You already have an open request for this application and purpose') });
    fireEvent.change(await screen.findByLabelText('Application ID'), { target: { value: APPLICATION_ID } });
    fireEvent.change(screen.getByLabelText('Requested Amount (R)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that sponsors/ }));
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission error');
    expect(alert).toHaveTextContent('You already have an open request for this application and purpose');
  });

  it("says 'Please login as a student.' to any other account type, without asking the API", async () => {
    const fetchMock = renderApply({}, 'sponsor');
    expect(await screen.findByText('Please login as a student.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/students/login');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/sponsorships/options');
  });

  it('sends a learner with no application to start one', async () => {
    renderApply({ 'GET /api/sponsorships/options': () => json({ ...options, applications: [] }) });
    expect(await screen.findByText(/You have no applications yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an application' })).toHaveAttribute('href', '/apply');
  });

  it('says when the applications cannot be loaded, with a retry', async () => {
    const fetchMock = renderApply({ 'GET /api/sponsorships/options': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your applications');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(fetchMock, 'GET /api/sponsorships/options')).toHaveLength(2));
  });
});
