import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PLANS, type PlanId, planById } from '@kusasa/domain/rules/plans';
import type { SubscriptionResponse, Transaction } from '@kusasa/domain/schemas/payments/subscription';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { redirectToProvider } from '../../features/payments/redirect-to-provider';
import { planButton } from '../../features/subscription/plan-button';
import SubscriptionPage from './subscription-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../features/payments/redirect-to-provider', () => ({ redirectToProvider: vi.fn() }));

const currentPlan = (id: PlanId) => ({
  id,
  name: planById(id).name,
  purchaseDate: id === 'starter' ? null : '2026-03-11T10:00:00.000Z',
  status: 'active' as const,
  canCancel: id !== 'starter',
});

const paidRow: Transaction = {
  id: '00000000-0000-4000-8000-00000000000a',
  createdAt: '2026-03-11T10:00:00.000Z',
  transactionType: 'plan_purchase',
  description: 'Essential plan',
  amountCents: 19_900,
  currency: 'ZAR',
  status: 'completed',
};

const subscription = (id: PlanId, transactions: Transaction[] = []): SubscriptionResponse => ({
  currentPlan: currentPlan(id),
  plans: [...PLANS],
  transactions,
});

function renderSubscription(data: SubscriptionResponse | Handler, handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/subscription': typeof data === 'function' ? data : () => json(data),
    'GET /api/payment-recovery': () => json({ payments: [] }),
    ...handlers,
  });
  renderRoutes(<Route path="/subscription" element={<SubscriptionPage title="Subscription" />} />, '/subscription');
  return fetchMock;
}

const planCard = (name: string) => screen.getByRole('article', { name });

describe('plan button texts', () => {
  it.each([
    ['starter', 'starter', 'Current Plan'],
    ['essential', 'starter', 'Upgrade'],
    ['pro-ai', 'starter', 'Upgrade'],
    ['starter', 'essential', 'Select'],
    ['essential', 'essential', 'Current Plan'],
    ['pro-ai', 'essential', 'Subscribe'],
    ['essential', 'pro-ai', 'Included in your plan'],
  ] as const)('%s while on %s: %s', (plan, current, label) => {
    expect(planButton(plan, planById(plan).priceCents, current).label).toBe(label);
  });
});

describe('/subscription', () => {
  it('shows a Starter learner their plan, with Cancel disabled and Upgrade on the paid plans', async () => {
    renderSubscription(subscription('starter'));
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(current).toHaveTextContent('Starter');
    expect(current).toHaveTextContent('Active');
    expect(within(current).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(current).getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
    expect(planCard('Starter')).toHaveTextContent('Free forever');
    expect(within(planCard('Starter')).getByText('Current Plan', { selector: 'span' })).toBeInTheDocument();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(planCard('Essential')).getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    expect(planCard('Pro + AI')).toHaveTextContent('Unlimited document uploads');
    expect(planCard('Essential')).toHaveTextContent('3 applications');
    expect(screen.queryByRole('heading', { name: 'Billing History' })).not.toBeInTheDocument();
  });

  it('lists billing history when there are transactions, completed as the primary badge', async () => {
    renderSubscription(subscription('essential', [paidRow, { ...paidRow, id: '00000000-0000-4000-8000-00000000000b', status: 'failed' }]));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('11 March 2026');
    expect(rows[0]?.textContent?.replace(/\s/g, ' ')).toContain('R 199,00');
    expect(within(rows[0]!).getByText('completed')).toHaveClass('bg-emerald-100');
    expect(within(rows[1]!).getByText('failed')).toHaveClass('bg-slate-100');
  });

  it("cancels after the confirmation: 'Subscription cancelled successfully'", async () => {
    const fetchMock = renderSubscription(subscription('essential'), {
      'POST /api/subscription/cancel': () => json({ message: 'Subscription cancelled successfully', currentPlan: currentPlan('starter') }),
    });
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    fireEvent.click(within(current).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel your subscription?');
    expect(sentTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Subscription cancelled successfully'));
    expect(sentTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(1);
  });

  it("says 'Failed to cancel subscription' when cancelling fails", async () => {
    renderSubscription(subscription('pro-ai'), { 'POST /api/subscription/cancel': () => apiError(500, 'INTERNAL', 'An error occurred') });
    fireEvent.click(within(await screen.findByRole('region', { name: 'Current Plan' })).getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to cancel subscription'));
  });

  it('hands the payment to PayFast from Complete Your Subscription, with no card form', async () => {
    const created = { paymentUrl: '/payfast-simulator/process', merchantReference: 'KUS-PAY-1', method: 'POST', fields: [] };
    const fetchMock = renderSubscription(subscription('starter'), { 'POST /api/payments': () => json(created) });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Pro + AI' })).getByRole('button', { name: 'Upgrade' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Subscription' });
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('R 300,00');
    expect(dialog).toHaveTextContent("Card details are typed only on PayFast's secure page, never into Kusasa.");
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Secure Payment' }));
    await waitFor(() => expect(redirectToProvider).toHaveBeenCalledWith(created));
    expect(sentTo(fetchMock, 'POST /api/payments')).toEqual([{ plan: 'pro-ai', paymentMethod: 'card' }]);
  });

  it("says 'Failed to load subscription data' with a retry", async () => {
    renderSubscription(() => apiError(500, 'INTERNAL', 'An error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subscription data');
    expect(toast.error).toHaveBeenCalledWith('Failed to load subscription data');
  });
});
