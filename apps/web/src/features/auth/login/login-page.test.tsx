import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_NOT_CONFIRMED } from '@kusasa/domain/rules/email-confirmation';
import { audienceRegistrationTexts, emailConfirmationTexts, loginPortalTexts, signInTexts } from '@kusasa/domain/texts';
import { apiError, json, mockApi, sentTo, sessionOf } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import LoginPage from './login-page';
import { REMEMBERED_EMAIL_KEY } from './remembered-email';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderLogin(entry: string | { pathname: string; state?: unknown }) {
  const paths = ['/login', '/counselors/login', '/institutions/login', '/sponsors/login', '/students/login', '/nsfas/login'];
  return renderRoutes(
    paths.map((path) => <Route key={path} path={path} element={<LoginPage title="Sign In" />} />),
    entry,
  );
}

const signIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('LoginPage', () => {
  it('has Back to Home, the register link of its audience and forgot password', () => {
    mockApi({});
    renderLogin('/counselors/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Counselor Login');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/counselors/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('checkbox', { name: signInTexts.rememberMe })).not.toBeChecked();
  });

  it("says 'Both fields are required.' and marks the empty fields", async () => {
    const fetchMock = mockApi({});
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(signInTexts.bothFieldsRequired);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email on /login', async () => {
    mockApi({});
    renderLogin('/login');
    signIn('not-an-email', 'secret-enough');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("shows the server's wrong-type message and stays on the page", async () => {
    const fetchMock = mockApi({ 'POST /api/auth/login': () => apiError(403, 'FORBIDDEN', loginPortalTexts.wrongTypeCounselor) });
    renderLogin('/counselors/login');
    signIn('learner@example.com', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(loginPortalTexts.wrongTypeCounselor);
    expect(sentTo(fetchMock, 'POST /api/auth/login')).toEqual([
      { email: 'learner@example.com', password: 'a long enough passphrase', remember: false, portal: 'consultant' },
    ]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the check-your-email message passed by a registration page', () => {
    mockApi({});
    renderLogin({ pathname: '/login', state: { message: audienceRegistrationTexts.checkEmail } });
    expect(screen.getByRole('status')).toHaveTextContent(audienceRegistrationTexts.checkEmail);
  });

  it('says plainly that the email is not confirmed yet, and sends a new link on request', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': () => apiError(403, 'FORBIDDEN', emailConfirmationTexts.notConfirmed, { reason: EMAIL_NOT_CONFIRMED }),
      'POST /api/auth/resend-confirmation': () => json({ message: emailConfirmationTexts.resent }, 202),
    });
    renderLogin('/nsfas/login');
    signIn(' ayanda@nsfas.example ', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(emailConfirmationTexts.notConfirmed);
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText(emailConfirmationTexts.resent)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/auth/resend-confirmation')).toEqual([{ email: 'ayanda@nsfas.example' }]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers no new link for other refusals', async () => {
    mockApi({ 'POST /api/auth/login': () => apiError(401, 'UNAUTHENTICATED', signInTexts.invalidCredentials) });
    renderLogin('/counselors/login');
    signIn('sipho@example.com', 'a long enough passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(signInTexts.invalidCredentials);
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).not.toBeInTheDocument();
  });

  it('goes to the remembered page after signing in, else to the destination of the page', async () => {
    mockApi({ 'POST /api/auth/login': sessionOf({ userType: 'institution' }) });
    renderLogin('/institutions/login');
    signIn('admissions@example.com', 'a long enough passphrase');
    expect(await screen.findByTestId('location')).toHaveTextContent('/institutions/dashboard');
  });

  it('returns to the remembered path', async () => {
    mockApi({ 'POST /api/auth/login': sessionOf(), 'GET /api/auth/session': sessionOf() });
    renderLogin({ pathname: '/login', state: { from: '/subscription?tab=billing' } });
    signIn('thandi@example.com', 'a long enough passphrase');
    expect(await screen.findByTestId('location')).toHaveTextContent('/subscription?tab=billing');
  });

  it('remembers only the email when asked, and forgets it when unticked', async () => {
    mockApi({ 'POST /api/auth/login': sessionOf() });
    renderLogin('/students/login');
    fireEvent.click(screen.getByRole('checkbox', { name: signInTexts.rememberMe }));
    signIn('thandi@example.com', 'a long enough passphrase');
    await screen.findByTestId('location');
    expect({ ...window.localStorage }).toEqual({ [REMEMBERED_EMAIL_KEY]: 'thandi@example.com' });
  });

  it('fills in a remembered email, ticked; unticking removes it', () => {
    mockApi({});
    window.localStorage.setItem(REMEMBERED_EMAIL_KEY, 'thandi@example.com');
    renderLogin('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.com');
    const remember = screen.getByRole('checkbox', { name: signInTexts.rememberMe });
    expect(remember).toBeChecked();
    fireEvent.click(remember);
    expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
  });
});
