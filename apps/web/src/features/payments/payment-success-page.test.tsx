import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '@kusasa/domain/schemas/payments/payment-view';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PaymentCancelledPage from './payment-cancelled-page';
import PaymentSuccessPage from './payment-success-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => window.sessionStorage.clear());

const REF = 'KUS-PAY-7Q2D';
const view = (over: Partial<PaymentView> = {}): PaymentView => ({
  merchantReference: REF,
  status: 'paid',
  outcome: 'success',
  amountCents: 19_900,
  planId: 'essential',
  planName: 'Essential',
  tier: 'basic',
  createdAt: '2026-03-11T10:00:00.000Z',
  paidAt: '2026-03-11T10:01:00.000Z',
  ...over,
});

function renderResult(handlers: Record<string, Handler>, search = `?m_payment_id=${REF}&payment_status=COMPLETE`) {
  const fetchMock = mockApi(handlers);
  renderRoutes(<Route path="/payment-success" element={<PaymentSuccessPage title="Payment Status" />} />, `/payment-success${search}`);
  return fetchMock;
}

describe('/payment-success', () => {
  it('verifies, then shows Payment Successful with amount, plan and reference', async () => {
    window.sessionStorage.setItem('pending_payment', REF);
    renderResult({ [`GET /api/payments/${REF}`]: () => json(view()) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifying Payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('R 199,00');
    expect(screen.getByText('Essential')).toBeInTheDocument();
    expect(screen.getByText(REF)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View Subscription' })).toHaveAttribute('href', '/subscription');
    expect(toast.success).toHaveBeenCalledWith('Payment Successful!', { description: 'Your subscription has been activated.' });
    expect(window.sessionStorage.getItem('pending_payment')).toBeNull();
  });

  it('names a premium payment Pro + AI', async () => {
    renderResult({ [`GET /api/payments/${REF}`]: () => json(view({ tier: 'premium', planId: 'pro-ai', planName: 'Pro + AI', amountCents: 30_000 })) });
    expect(await screen.findByText('Pro + AI')).toBeInTheDocument();
  });

  it('shows Payment Processing for a pending payment, and Check Again asks again', async () => {
    window.sessionStorage.setItem('pending_payment', REF);
    let calls = 0;
    const fetchMock = renderResult({
      [`GET /api/payments/${REF}`]: () => json(view({ status: 'pending', outcome: 'processing', paidAt: null })),
      [`POST /api/payments/${REF}/check`]: () => {
        calls += 1;
        return json(view());
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Processing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(fetchMock).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('pending_payment')).toBe(REF);
  });

  it.each([
    ['a failed payment', () => json(view({ status: 'failed', outcome: 'failed', paidAt: null }))],
    ['an unknown reference', () => apiError(404, 'NOT_FOUND', 'Payment not found')],
    ['a server error', () => apiError(500, 'INTERNAL', 'An error occurred')],
  ])('shows Payment Verification Failed for %s', async (_case, handler) => {
    renderResult({ [`GET /api/payments/${REF}`]: handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't verify your payment");
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows Payment Verification Failed without a reference, and asks nothing', () => {
    const fetchMock = renderResult({}, '');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to pending_payment when PayFast sent no reference', async () => {
    window.sessionStorage.setItem('pending_payment', REF);
    renderResult({ [`GET /api/payments/${REF}`]: () => json(view()) }, '');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
  });
});

describe('/payment-cancelled', () => {
  it('offers Try Again (to /subscription) and Go to Dashboard', () => {
    renderRoutes(<Route path="/payment-cancelled" element={<PaymentCancelledPage title="Payment Cancelled" />} />, '/payment-cancelled');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Cancelled');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
