import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RecoverablePayment } from '@kusasa/domain/schemas/payments/payment-recovery';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type Handler, apiError, json, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { claimFailureMessage } from '../api/payment-recovery';
import { PaymentRecoveryCard } from './payment-recovery-card';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const pending: RecoverablePayment = {
  id: '00000000-0000-4000-8000-0000000000a1',
  merchantReference: 'KUS-PAY-PENDING',
  status: 'pending',
  planId: 'essential',
  planName: 'Essential',
  tier: 'basic',
  amountCents: 19_900,
  createdAt: '2026-03-11T10:00:00.000Z',
  canClaim: true,
  canRetry: false,
};
const failed: RecoverablePayment = {
  ...pending,
  id: '00000000-0000-4000-8000-0000000000a2',
  merchantReference: 'KUS-PAY-FAILED',
  status: 'failed',
  planId: 'pro-ai',
  planName: 'Pro + AI',
  tier: 'premium',
  canClaim: false,
  canRetry: true,
};

function renderCard(handlers: Record<string, Handler>) {
  const fetchMock = mockApi(handlers);
  const view = renderRoutes(<Route path="/dashboard" element={<PaymentRecoveryCard />} />, '/dashboard');
  return { fetchMock, ...view };
}

const claimPath = `POST /api/payment-recovery/${pending.id}/claim`;

describe('PaymentRecoveryCard', () => {
  it('renders nothing when there is nothing to recover', async () => {
    const { fetchMock, container } = renderCard({ 'GET /api/payment-recovery': () => json({ payments: [] }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Claim for a pending payment and Retry (to checkout) for a failed one', async () => {
    renderCard({ 'GET /api/payment-recovery': () => json({ payments: [pending, failed] }) });
    const card = await screen.findByRole('region', { name: 'Payment Recovery' });
    expect(within(card).getByRole('button', { name: 'Claim KUS-PAY-PENDING' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Retry KUS-PAY-FAILED' })).toHaveAttribute('href', '/checkout?plan=pro-ai');
  });

  it("claims: 'Payment Claimed', then the list is loaded again", async () => {
    let lists = 0;
    renderCard({
      'GET /api/payment-recovery': () => {
        lists += 1;
        return json({ payments: lists === 1 ? [pending] : [] });
      },
      [claimPath]: () =>
        json({
          title: 'Payment Claimed',
          message: 'Your payment has been successfully linked to your account.',
          payment: {
            merchantReference: pending.merchantReference,
            status: 'paid',
            outcome: 'success',
            amountCents: 19_900,
            planId: 'essential',
            planName: 'Essential',
            tier: 'basic',
            createdAt: pending.createdAt,
            paidAt: pending.createdAt,
          },
        }),
      'GET /api/subscription': () => json({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim KUS-PAY-PENDING' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment Claimed', { description: 'Your payment has been successfully linked to your account.' }),
    );
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(lists).toBe(2);
  });

  it("shows 'Error' with the server's reason when the claim is refused", async () => {
    renderCard({
      'GET /api/payment-recovery': () => json({ payments: [pending] }),
      [claimPath]: () => apiError(409, 'CONFLICT', 'PayFast has not confirmed this payment yet.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim KUS-PAY-PENDING' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'PayFast has not confirmed this payment yet.' }));
  });

  it("says 'User not authenticated' when the session is gone, and the network's message when offline", async () => {
    renderCard({
      'GET /api/payment-recovery': () => json({ payments: [pending] }),
      [claimPath]: () => apiError(401, 'UNAUTHENTICATED', 'Authentication required'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim KUS-PAY-PENDING' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'User not authenticated' }));
    expect(claimFailureMessage(new ApiError({ code: 'NETWORK', message: 'Network error. Please check your connection and try again.', status: 0 }))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it("falls back to 'Failed to claim payment'", async () => {
    renderCard({
      'GET /api/payment-recovery': () => json({ payments: [pending] }),
      [claimPath]: () => apiError(500, 'INTERNAL', 'An error occurred'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim KUS-PAY-PENDING' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to claim payment' }));
  });
});
