import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LINK_EXPIRED } from '@kusasa/domain/rules/email-confirmation';
import { emailConfirmationTexts as t, registrationTexts } from '@kusasa/domain/texts';
import { apiError, json, mockApi, sentTo } from '../../../test/api-mock';
import { LocationProbe, describedText, renderRoutes } from '../../../test/render';
import ConfirmEmailPage from './confirm-email-page';

function renderPage(hash: string) {
  return renderRoutes(
    <Route
      path="/confirm-email"
      element={
        <>
          <ConfirmEmailPage title="Confirm Your Email" />
          <LocationProbe />
          <Link to="/confirm-email#token=second">Open second link</Link>
        </>
      }
    />,
    { pathname: '/confirm-email', hash },
  );
}

const resendButton = () => screen.getByRole('button', { name: 'Resend confirmation email' });

describe('ConfirmEmailPage', () => {
  it("confirms the fragment's token once and links to the account's own login page", async () => {
    const fetchMock = mockApi({ 'POST /api/auth/confirm-email': () => json({ message: t.confirmed, next: '/counselors/login' }) });
    renderPage('#token=abc123');
    expect(screen.getByText('Confirming your email address...')).toBeInTheDocument();
    expect(await screen.findByText(t.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Counselor Login' })).toHaveAttribute('href', '/counselors/login');
    expect(sentTo(fetchMock, 'POST /api/auth/confirm-email')).toEqual([{ token: 'abc123' }]);
  });

  it('takes the token out of the address', async () => {
    mockApi({ 'POST /api/auth/confirm-email': () => json({ message: t.confirmed, next: '/nsfas/login' }) });
    renderPage('#token=abc123');
    await screen.findByText(t.confirmed);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirm-email$/);
  });

  it('says an expired link has expired and offers a new one, with the same answer for any email', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/confirm-email': () => apiError(400, 'VALIDATION', t.expiredLink, { reason: CONFIRMATION_LINK_EXPIRED }, { token: t.expiredLink }),
      'POST /api/auth/resend-confirmation': () => json({ message: t.resent }, 202),
    });
    renderPage('#token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.expiredLink);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' sipho@example.com ' } });
    fireEvent.click(resendButton());
    expect(await screen.findByText(t.resent)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/auth/resend-confirmation')).toEqual([{ email: 'sipho@example.com' }]);
  });

  it('confirms another link opened in the same tab', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/confirm-email': (body) =>
        (body as { token: string }).token === 'first'
          ? apiError(400, 'VALIDATION', t.usedLink, {}, { token: t.usedLink })
          : json({ message: t.confirmed, next: '/institutions/login' }),
    });
    renderPage('#token=first');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.usedLink);
    fireEvent.click(screen.getByRole('link', { name: 'Open second link' }));
    expect(await screen.findByText(t.confirmed)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/auth/confirm-email')).toEqual([{ token: 'first' }, { token: 'second' }]);
  });

  it('says a used link was used', async () => {
    mockApi({ 'POST /api/auth/confirm-email': () => apiError(400, 'VALIDATION', t.usedLink, {}, { token: t.usedLink }) });
    renderPage('#token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.usedLink);
    expect(resendButton()).toBeInTheDocument();
  });

  it('without a token calls nothing and offers a new link', () => {
    const fetchMock = mockApi({});
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(t.invalidLink);
    expect(resendButton()).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email before asking for a new link', async () => {
    const fetchMock = mockApi({});
    renderPage('');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(resendButton());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(describedText(screen.getByLabelText('Email'))).toContain(registrationTexts.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the invalid-link text when the server gives no message', async () => {
    mockApi({ 'POST /api/auth/confirm-email': () => new Response('', { status: 502 }) });
    renderPage('#token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.invalidLink);
  });
});
