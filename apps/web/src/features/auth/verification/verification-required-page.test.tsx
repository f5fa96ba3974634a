import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityTexts } from '@kusasa/domain/texts';
import { apiError, json, mockApi, sentTo, sessionOf, signedOut } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { fullReload } from '../../../lib/full-reload';
import VerificationRequiredPage, { RELOAD_AFTER_MS } from './verification-required-page';

vi.mock('../../../lib/full-reload', () => ({ fullReload: vi.fn() }));

function renderPage(state?: unknown) {
  return renderRoutes(<Route path="/verification-required" element={<VerificationRequiredPage title="Verification Required" />} />, {
    pathname: '/verification-required',
    state,
  });
}

const retryButton = () => screen.findByRole('button', { name: 'Retry Verification' });

describe('VerificationRequiredPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the registered email, support hours and what to have ready', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf({ isVerified: false, email: 'thandi@example.com' }) });
    renderPage();
    expect(await screen.findByText('thandi@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday 08:00-17:00 SAST/)).toBeInTheDocument();
    expect(screen.getByText('Please have your registration email and the last 4 digits of your ID number ready.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('links to /register when there is no user, and says so on retry without calling the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': signedOut });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    fireEvent.click(await retryButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(identityTexts.missingUserInformation);
    expect(sentTo(fetchMock, 'POST /api/identity/retry')).toEqual([]);
  });

  it("shows the server's retry failure with the precise reason", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf({ isVerified: false }),
      'POST /api/identity/retry': () => apiError(409, 'CONFLICT', identityTexts.retryFailed, {}, { idNumber: identityTexts.alreadyRegistered }),
    });
    renderPage();
    fireEvent.click(await retryButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(identityTexts.retryFailed);
    expect(alert).toHaveTextContent(identityTexts.alreadyRegistered);
  });

  it('asks for the ID number when the account has none (a student an admin made from another type), and sends it', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionOf({ userType: 'student', isVerified: false }),
      'POST /api/identity/retry': (body) =>
        (body as { idNumber?: string }).idNumber
          ? json({ verified: true, message: 'Your identity has been verified.' })
          : apiError(400, 'VALIDATION', identityTexts.missingUserInformation, {}, { idNumber: identityTexts.missingUserInformation }),
    });
    renderPage();
    fireEvent.click(await retryButton());
    const field = await screen.findByLabelText('ID Number');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '980314 5009 081' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry Verification' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your identity has been verified.');
    expect(sentTo(fetchMock, 'POST /api/identity/retry')).toEqual([{}, { idNumber: '9803145009081' }]);
  });

  it('shows the blocked message on 429', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf({ isVerified: false }),
      'POST /api/identity/retry': () => apiError(429, 'RATE_LIMITED', 'Too many', { blockedUntil: '2026-03-02T08:30:00.000Z', attempts: 5 }),
    });
    renderPage();
    fireEvent.click(await retryButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many verification attempts. Please try again after Mar 2, 10:30 AM.');
  });

  it('on success shows the message, then reloads into the remembered page after 2 seconds', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf({ isVerified: false }),
      'POST /api/identity/retry': () => json({ verified: true, message: 'Your identity has been verified.' }),
    });
    renderPage({ from: '/apply' });
    const retry = await retryButton();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(retry);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your identity has been verified.');
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_AFTER_MS - 10));
    expect(fullReload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fullReload).toHaveBeenCalledWith('/apply');
  });

  it('offers Continue to a counselor, whose confirmed email address stands in for the identity check', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'consultant', isVerified: false }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auth-redirect');
    expect(screen.queryByRole('button', { name: 'Retry Verification' })).not.toBeInTheDocument();
  });

  it('offers Continue to a verified account', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf({ isVerified: true }) });
    renderPage({ from: '/subscription' });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Retry Verification' })).not.toBeInTheDocument();
  });
});
