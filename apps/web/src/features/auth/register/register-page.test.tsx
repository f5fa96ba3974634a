import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordTexts } from '@kusasa/domain/rules/password';
import { identityTexts, registrationTexts, validationTexts } from '@kusasa/domain/texts';
import { apiError, json, mockApi, sentTo, sessionBody, signedOut } from '../../../test/api-mock';
import { describedText, renderRoutes } from '../../../test/render';
import { saIdFor, withBadChecksum } from '../../../test/sa-id';
import { toast } from '../../../lib/toast';
import RegisterPage from './register-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const adultId = saIdFor('1998-03-14');
const minorId = () => {
  const now = new Date();
  return saIdFor(`${now.getFullYear() - 15}-06-15`, 1234);
};

function renderRegister(entry: string | { pathname: string; search?: string; state?: unknown } = '/register') {
  return renderRoutes(<Route path="/register" element={<RegisterPage title="Create Your Account" />} />, entry);
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillValidForm(idNumber = adultId) {
  type('Full Name', 'Thandi Nkosi');
  type('ID Number', idNumber);
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
  type('Email', 'thandi@example.com');
  type('Password', 'a long enough passphrase');
  type('Confirm Password', 'a long enough passphrase');
  fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the Privacy Policy/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Sign Up|Create Account & Continue/ }));

describe('RegisterPage', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => window.sessionStorage.clear());

  it('shows Sign Up and no plan banner without a pending plan', () => {
    mockApi({});
    renderRegister();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(registrationTexts.heading);
    expect(screen.getByRole('button', { name: registrationTexts.submit })).toBeInTheDocument();
    expect(screen.queryByText(/Selected plan/)).not.toBeInTheDocument();
  });

  it('shows the plan banner, steps, benefits and Create Account & Continue for a pending plan', () => {
    mockApi({});
    window.sessionStorage.setItem('pending_plan', 'essential');
    renderRegister();
    expect(screen.getByText(/Selected plan/)).toHaveTextContent('Essential');
    expect(screen.getByRole('list', { name: 'Progress' })).toBeInTheDocument();
    for (const benefit of ['Secure payment tracking', 'Immediate dashboard access', 'AI application guidance', 'Document management']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: registrationTexts.submitWithPlan })).toBeInTheDocument();
  });

  it('takes the plan from ?plan= and ignores the free Starter plan', () => {
    mockApi({});
    renderRegister({ pathname: '/register', search: '?plan=pro-ai' });
    expect(screen.getByText(/Selected plan/)).toHaveTextContent('Pro + AI');
  });

  it('ignores ?plan=starter', () => {
    mockApi({});
    renderRegister({ pathname: '/register', search: '?plan=starter' });
    expect(screen.getByRole('button', { name: registrationTexts.submit })).toBeInTheDocument();
  });

  it('keeps only digits in the ID number', () => {
    mockApi({});
    renderRegister();
    type('ID Number', '980314 5009 08 x1');
    expect(field('ID Number')).toHaveValue('9803145009081');
  });

  it('asks for a parent or guardian only when the typed ID number is under 18', () => {
    mockApi({});
    renderRegister();
    expect(screen.queryByRole('group', { name: 'Parent or guardian' })).not.toBeInTheDocument();
    type('ID Number', minorId());
    const guardian = screen.getByRole('group', { name: 'Parent or guardian' });
    expect(within(guardian).getByLabelText("Parent or guardian's full name")).toBeInTheDocument();
    expect(within(guardian).getByLabelText("Parent or guardian's phone number")).toBeInTheDocument();
    expect(within(guardian).getByLabelText("Parent or guardian's email")).toBeInTheDocument();
    expect(within(guardian).getByLabelText('Relationship to you')).toHaveValue('');
    type('ID Number', adultId);
    expect(screen.queryByRole('group', { name: 'Parent or guardian' })).not.toBeInTheDocument();
  });

  it('shows each field error from the shared schema, tied to its field, and focuses the first', async () => {
    const fetchMock = mockApi({});
    renderRegister();
    submit();
    const fullName = field('Full Name');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(fullName)).toBe(registrationTexts.fullNameTooShort);
    expect(describedText(field('ID Number'))).toContain(validationTexts.idNumberLength);
    expect(describedText(screen.getByLabelText('Gender'))).toBe(registrationTexts.genderRequired);
    expect(describedText(field('Email'))).toBe(registrationTexts.emailInvalid);
    expect(describedText(field('Password'))).toContain(passwordTexts.tooShort);
    expect(describedText(screen.getByRole('checkbox', { name: /^I agree to the Privacy Policy/ }))).toBe(registrationTexts.consentsRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the guardian details for an under-18 learner before calling the server', async () => {
    const fetchMock = mockApi({});
    renderRegister();
    fillValidForm(minorId());
    submit();
    const name = screen.getByLabelText("Parent or guardian's full name");
    await waitFor(() => expect(name).toHaveFocus());
    expect(describedText(name)).toBe(registrationTexts.guardianNameTooShort);
    expect(describedText(screen.getByLabelText("Parent or guardian's phone number"))).toContain(validationTexts.phoneTooShort);
    expect(describedText(within(screen.getByRole('group', { name: 'Parent or guardian' })).getByLabelText('Relationship to you'))).toBe(
      registrationTexts.guardianRelationshipRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an ID number with a wrong check digit is invalid', async () => {
    mockApi({});
    renderRegister();
    fillValidForm(withBadChecksum(adultId));
    submit();
    await waitFor(() => expect(field('ID Number')).toHaveFocus());
    expect(describedText(field('ID Number'))).toContain(validationTexts.idNumberInvalid);
  });

  it('clears an error as soon as the field is fixed', () => {
    mockApi({});
    renderRegister();
    submit();
    expect(screen.getByText(registrationTexts.fullNameTooShort)).toBeInTheDocument();
    type('Full Name', 'Thandi Nkosi');
    expect(screen.queryByText(registrationTexts.fullNameTooShort)).not.toBeInTheDocument();
  });

  it('shows the blocked message with its date and time when the identity check answers 429', async () => {
    mockApi({
      'POST /api/auth/register': () => apiError(429, 'RATE_LIMITED', 'Too many', { blockedUntil: '2026-03-02T08:30:00.000Z', attempts: 5 }),
    });
    renderRegister();
    fillValidForm();
    submit();
    const alert = await screen.findByRole('alert');
    // 08:30 UTC is 10:30 in South Africa, where the date is shown.
    expect(alert).toHaveTextContent(/^Too many verification attempts\. Please try again after Mar 2, 10:30 AM\.$/);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("puts the identity service's ID error on the ID field", async () => {
    mockApi({
      'POST /api/auth/register': () =>
        apiError(409, 'CONFLICT', identityTexts.alreadyRegistered, { attempts: 1 }, { idNumber: identityTexts.alreadyRegistered }),
    });
    renderRegister();
    fillValidForm();
    submit();
    await waitFor(() => expect(field('ID Number')).toHaveFocus());
    expect(describedText(field('ID Number'))).toContain(identityTexts.alreadyRegistered);
  });

  it('reports a network failure during the identity check', async () => {
    mockApi({ 'POST /api/auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRegister();
    fillValidForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(identityTexts.network);
  });

  it("shows the server's field errors from registration", async () => {
    mockApi({
      'POST /api/auth/register': () => apiError(400, 'VALIDATION', 'Some fields need your attention.', {}, { email: 'Email must be at most 64 characters' }),
    });
    renderRegister();
    fillValidForm();
    submit();
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(describedText(field('Email'))).toBe('Email must be at most 64 characters');
  });

  it('shows Account setup failed when the server says so', async () => {
    mockApi({
      'POST /api/auth/register': () => apiError(500, 'INTERNAL', registrationTexts.setupFailed),
    });
    renderRegister();
    fillValidForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationTexts.setupFailed);
  });

  it('registers in one call (identity, account and session), toasts the tracking id and goes where the server says', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/register': () => json({ trackingId: 'KUS-7F3K9Q2D', plan: 'starter', next: '/auth-redirect', session: sessionBody() }, 201),
    });
    renderRegister();
    fillValidForm();
    submit();
    expect(screen.getByRole('button', { name: registrationTexts.busy })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth-redirect'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/register']);
    expect(sentTo(fetchMock, 'POST /api/auth/register')).toEqual([
      expect.objectContaining({ fullName: 'Thandi Nkosi', idNumber: adultId, gender: 'female', acceptPrivacy: true, acceptTerms: true }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(registrationTexts.success, { description: 'Plan: Starter. Tracking ID: KUS-7F3K9Q2D' });
  });

  it('says what to do when the account was made but Home Affairs could not be reached (decision 0417)', async () => {
    mockApi({
      'POST /api/auth/register': () =>
        json(
          { trackingId: 'KUS-7F3K9Q2D', plan: 'starter', next: '/auth-redirect', session: sessionBody(), identityMessage: identityTexts.registeredUnavailable },
          201,
        ),
    });
    renderRegister();
    fillValidForm();
    submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth-redirect'));
    expect(toast.info).toHaveBeenCalledWith(identityTexts.registeredUnavailable);
  });

  it('goes on like any success when the answer carries no session (an email that already had an account)', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/register': () => json({ trackingId: 'KUS-7F3K9Q2D', plan: 'starter', next: '/auth-redirect', session: null }, 201),
    });
    renderRegister();
    fillValidForm();
    submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth-redirect'));
    expect(toast.success).toHaveBeenCalledWith(registrationTexts.success, { description: 'Plan: Starter. Tracking ID: KUS-7F3K9Q2D' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with a pending plan, sends it, clears it and passes the purchase message to checkout', async () => {
    window.sessionStorage.setItem('pending_plan', 'essential');
    const fetchMock = mockApi({
      'POST /api/auth/register': () => json({ trackingId: 'KUS-7F3K9Q2D', plan: 'starter', next: '/checkout?plan=essential', session: sessionBody() }, 201),
    });
    renderRegister();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: registrationTexts.submitWithPlan }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/checkout?plan=essential');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ message: registrationTexts.successWithPlan });
    expect(window.sessionStorage.getItem('pending_plan')).toBeNull();
    expect(sentTo(fetchMock, 'POST /api/auth/register')).toEqual([expect.objectContaining({ plan: 'essential' })]);
  });

  it('sends the guardian details for an under-18 learner', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/register': () => json({ trackingId: 'KUS-7F3K9Q2D', plan: 'starter', next: '/auth-redirect', session: sessionBody() }, 201),
    });
    renderRegister();
    fillValidForm(minorId());
    type("Parent or guardian's full name", 'Nomsa Nkosi');
    type("Parent or guardian's phone number", '082 123 4567');
    type("Parent or guardian's email", 'nomsa@example.com');
    fireEvent.change(within(screen.getByRole('group', { name: 'Parent or guardian' })).getByLabelText('Relationship to you'), {
      target: { value: 'grandparent' },
    });
    submit();
    await screen.findByTestId('location');
    expect(sentTo(fetchMock, 'POST /api/auth/register')).toEqual([
      expect.objectContaining({ guardian: { name: 'Nomsa Nkosi', relationship: 'grandparent', phone: '082 123 4567', email: 'nomsa@example.com' } }),
    ]);
  });
});
