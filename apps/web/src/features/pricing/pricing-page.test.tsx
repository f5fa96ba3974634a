import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionOf, signedOut } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PricingPage from './pricing-page';
import { SESSION_QUERY_KEY } from '../../lib/query-keys';

/** The page once its session is known (a choice made before then waits for it: see the last test). */
async function renderPricing(session = signedOut) {
  mockApi({ 'GET /api/auth/session': session });
  const rendered = renderRoutes(<Route path="/pricing" element={<PricingPage title="Pricing" />} />, '/pricing');
  await waitFor(() => expect(rendered.client.getQueryState(SESSION_QUERY_KEY)?.status).toBe('success'));
  return rendered;
}

const location = () => screen.getByTestId('location');
const planButton = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('/pricing', () => {
  it('shows the three plans, the trust line and the expert session', async () => {
    await renderPricing();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pricing');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter', 'Essential', 'Pro + AI']);
    expect(cards[1]).toHaveTextContent('Most Popular');
    expect(cards[1]).toHaveTextContent(/R\s199/);
    expect(cards[2]).toHaveTextContent(/R\s300/);
    expect(cards[2]).toHaveTextContent('Unlimited document uploads');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const trust = screen.getByRole('list', { name: 'Why pay with Kusasa' });
    expect(
      within(trust)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Card Payments', 'Secure Processing', 'Instant Access']);
    expect(screen.getByText(/R\s600/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultations?session=career-guidance');
  });

  it('sends Starter straight to /register', async () => {
    await renderPricing();
    fireEvent.click(planButton('Get Started'));
    expect(location()).toHaveTextContent('/register');
    expect(window.sessionStorage.getItem('pending_plan')).toBeNull();
  });

  it('keeps a paid plan as pending_plan and registers first, returning to checkout', async () => {
    await renderPricing();
    fireEvent.click(planButton('Choose Essential'));
    expect(window.sessionStorage.getItem('pending_plan')).toBe('essential');
    expect(location()).toHaveTextContent(/^\/register$/);
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({
      from: '/checkout?plan=essential',
      message: 'Create your account to continue with your purchase',
    });
  });

  it('sends a signed-in learner choosing a paid plan to checkout', async () => {
    await renderPricing(sessionOf());
    fireEvent.click(planButton('Choose Pro + AI'));
    expect(location()).toHaveTextContent('/checkout?plan=pro-ai');
  });

  it('waits for the session when a plan is chosen before it is known', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf() });
    renderRoutes(<Route path="/pricing" element={<PricingPage title="Pricing" />} />, '/pricing');
    fireEvent.click(planButton('Choose Pro + AI'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/checkout?plan=pro-ai');
  });

  it("shows 'Storage Issue Detected' when storage fails, then goes to /register?plan= after 2 seconds", async () => {
    await renderPricing();
    vi.useFakeTimers();
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    fireEvent.click(planButton('Choose Essential'));
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Storage Issue Detected');
    expect(panel).toHaveTextContent('Unable to save your plan selection. This might be due to browser settings.');
    expect(panel).toHaveTextContent(/cookies and local storage/);
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Select Plan Again' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(/Contact support/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(location()).toHaveTextContent('/register?plan=essential');
  });

  it('Select Plan Again stops the redirect and lets the visitor choose again', async () => {
    await renderPricing();
    vi.useFakeTimers();
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    fireEvent.click(planButton('Choose Pro + AI'));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Select Plan Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
