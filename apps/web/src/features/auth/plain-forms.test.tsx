import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emailConfirmationTexts } from '@kusasa/domain/texts';
import { json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import LoginPage from './login/login-page';
import ForgotPasswordPage from './password/forgot-password-page';

// Issue 33: the forms post without the app, and the app shows what the server's answer named.
const renderAt = (entry: string) =>
  renderRoutes(
    [
      <Route key="login" path="/login" element={<LoginPage title="Sign In" />} />,
      <Route key="sponsors" path="/sponsors/login" element={<LoginPage title="Sponsor Login" />} />,
      <Route key="forgot" path="/forgot-password" element={<ForgotPasswordPage title="Forgot Password" />} />,
    ],
    entry,
  );

describe('plain sign-in and forgot-password forms', () => {
  it('post to the same endpoints as the app, with named fields and the page of the audience', () => {
    mockApi({});
    const { container } = renderAt('/sponsors/login');
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/auth/login');
    expect([...form!.querySelectorAll('input')].map((input) => input.name)).toEqual(['portal', 'page', 'email', 'password', 'remember']);
    expect(form!.querySelector('input[name=portal]')).toHaveValue('sponsor');
    // A refusal comes back to this page, not to /login (decision 0431).
    expect(form!.querySelector('input[name=page]')).toHaveValue('/sponsors/login');
  });

  it('is an island whose fields and submit work without the app; what needs the app says so (decision 0431)', () => {
    mockApi({});
    const { container } = renderAt('/login');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('data-island');
    const needsApp = [...form.querySelectorAll('[data-needs-app]')];
    expect(needsApp).toEqual([screen.getByRole('button', { name: 'Show password' }), screen.getByRole('checkbox', { name: 'Remember me for 7 days' })]);
    for (const field of [screen.getByLabelText('Email'), screen.getByLabelText('Password'), screen.getByRole('button', { name: 'Sign In' })])
      expect(field).not.toHaveAttribute('data-needs-app');
  });

  it("shows the refusal the server's redirect names by key", () => {
    mockApi({});
    renderAt('/sponsors/login?notice=wrong-type-sponsor');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid sponsor credentials');
  });

  it("marks and focuses the empty fields for 'Both fields are required.', as the app's own refusal does", async () => {
    mockApi({});
    renderAt('/login?notice=both-fields-required');
    expect(screen.getByRole('alert')).toHaveTextContent('Both fields are required.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('offers a new confirmation link, to the email typed again, after a plain post refused for an unconfirmed address', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/resend-confirmation': () => json({ message: emailConfirmationTexts.resent }, 202) });
    renderAt('/sponsors/login?notice=not-confirmed');
    expect(screen.getByRole('alert')).toHaveTextContent(emailConfirmationTexts.notConfirmed);
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ayanda@sponsor.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText(emailConfirmationTexts.resent)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/auth/resend-confirmation')).toEqual([{ email: 'ayanda@sponsor.example' }]);
  });

  it('shows no text of its own choosing from the address', () => {
    mockApi({});
    renderAt('/login?notice=Call%20us%20on%200800');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the forgot-password confirmation in the form's place", () => {
    mockApi({});
    const { container } = renderAt('/forgot-password?notice=sent');
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for this email, we have sent a link to reset your password.');
    expect(container.querySelector('form')).toBeNull();
  });

  it('posts the forgot-password form to the same endpoint as the app', () => {
    mockApi({});
    const { container } = renderAt('/forgot-password');
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/auth/forgot-password');
    expect(container.querySelector('input[name=email]')).not.toBeNull();
  });
});
