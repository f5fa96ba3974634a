import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { redirectToProvider } from '../../features/payments/redirect-to-provider';
import CheckoutPage from './checkout-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../features/payments/redirect-to-provider', () => ({ redirectToProvider: vi.fn() }));

const created = {
  paymentUrl: '/payfast-simulator/process',
  merchantReference: 'KUS-PAY-123',
  method: 'POST',
  fields: [{ name: 'merchant_id', value: '10000100' }],
};

function renderCheckout(search: string, handlers: Parameters<typeof mockApi>[0] = {}, state?: unknown) {
  const fetchMock = mockApi(handlers);
  renderRoutes(<Route path="/checkout" element={<CheckoutPage title="Checkout" />} />, { pathname: '/checkout', search, state });
  return fetchMock;
}

describe('/checkout', () => {
  it('shows the order summary, the steps and the arrival message', () => {
    renderCheckout('?plan=essential', {}, { message: 'Account created successfully! Complete your purchase below.' });
    expect(screen.getByText('Account created successfully! Complete your purchase below.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Essential');
    expect(summary.textContent?.replace(/\s/g, ' ')).toContain('R 199,00');
    expect(summary).toHaveTextContent(/once-off/i);
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Choose plan (done)', 'Create account (done)', '3Payment']);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^EFT/ })).toBeInTheDocument();
  });

  it('shows the payment plan as a quarter of the price, rounded up, a week for 4 weeks', () => {
    renderCheckout('?plan=essential');
    const link = screen.getByRole('link', { name: 'Payment plan' });
    expect(link).toHaveAttribute('href', '/payment-plan-setup?plan=essential');
    expect(link.parentElement?.textContent?.replace(/\s/g, ' ')).toContain('Payment plan: R 50,00 per week for 4 weeks');
  });

  it('creates the payment, keeps pending_payment and hands the browser to PayFast', async () => {
    const fetchMock = renderCheckout('?plan=pro-ai', { 'POST /api/payments': () => json(created) });
    fireEvent.click(screen.getByRole('radio', { name: /^EFT/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay R/ }));
    await waitFor(() => expect(redirectToProvider).toHaveBeenCalledWith(created));
    expect(sentTo(fetchMock, 'POST /api/payments')).toEqual([{ plan: 'pro-ai', paymentMethod: 'eft' }]);
    expect(window.sessionStorage.getItem('pending_payment')).toBe('KUS-PAY-123');
    expect(screen.getByRole('button', { name: 'Redirecting to secure payment...' })).toBeDisabled();
  });

  it("says 'Failed to initiate payment' when the server fails", async () => {
    renderCheckout('?plan=essential', { 'POST /api/payments': () => apiError(500, 'INTERNAL', 'An error occurred') });
    fireEvent.click(screen.getByRole('button', { name: /^Pay R/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Unable to initiate payment. Please try again.');
    expect(toast.error).toHaveBeenCalledWith('Failed to initiate payment', { description: 'Payment failed: Unable to initiate payment. Please try again.' });
    expect(redirectToProvider).not.toHaveBeenCalled();
  });

  it('sends the free plan to /register', () => {
    renderCheckout('?plan=starter');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
  });

  it("sends an unknown plan to /pricing with 'Invalid plan selected'", () => {
    renderCheckout('?plan=platinum');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    expect(toast.error).toHaveBeenCalledWith('Invalid plan selected');
  });
});

describe('a learner who already holds the plan', () => {
  it("is told so in the server's words", async () => {
    renderCheckout('?plan=essential', {
      'POST /api/payments': () => apiError(409, 'CONFLICT', 'You already have this plan.', {}, { plan: 'You already have this plan.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Pay R/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have this plan.');
    expect(redirectToProvider).not.toHaveBeenCalled();
  });
});
