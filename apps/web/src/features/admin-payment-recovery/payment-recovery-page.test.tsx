import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRecoveryPayment } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PaymentRecoveryPage from './payment-recovery-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const orphan: AdminRecoveryPayment = {
  id: '00000000-0000-4000-8000-0000000000b1',
  merchantReference: 'KUS-PAY-ORPHAN',
  status: 'paid',
  amountCents: 19_900,
  currency: 'ZAR',
  planId: 'essential',
  planName: 'Essential',
  tier: 'basic',
  refundReason: null,
  paymentMethod: 'card',
  providerPaymentId: '1234567',
  payerEmail: 'payer@example.com',
  createdAt: '2026-03-11T10:00:00.000Z',
  paidAt: '2026-03-11T10:01:00.000Z',
  user: null,
  resolvedAt: null,
  resolvedBy: null,
  resolutionNotes: null,
};

const PATH = 'POST /api/admin/payment-recovery';
type Body = { action: string; [key: string]: unknown };

function renderPage(handle: (body: Body) => Response | Promise<Response>) {
  const handler: Handler = (body) => handle(body as Body);
  const fetchMock = mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'admin' }), [PATH]: handler });
  renderRoutes(<Route path="/admin/payment-recovery" element={<PaymentRecoveryPage title="Payment Recovery Management" />} />, '/admin/payment-recovery');
  return fetchMock;
}

const ok = (data: unknown) => json({ success: true, data, error: null });
const actions = (fetchMock: ReturnType<typeof mockApi>) => sentTo(fetchMock, PATH) as Body[];

describe('Payment Recovery Management', () => {
  it('lists orphaned payments, then failed ones, with search and status filter', async () => {
    const fetchMock = renderPage((body) => ok({ payments: body.action === 'list_orphaned' ? [orphan] : [] }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Recovery Management');
    expect(await screen.findByRole('article', { name: 'Payment KUS-PAY-ORPHAN' })).toHaveTextContent('Not linked');
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveAttribute('placeholder', 'Search by reference, email, or tracking ID...');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Statuses', 'Pending', 'Failed', 'Expired']);

    fireEvent.click(screen.getByRole('tab', { name: 'Failed Payments' }));
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    fireEvent.change(status, { target: { value: 'expired' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search payments' }), { target: { value: 'KUS-7F3K' } });
    await waitFor(() => expect(actions(fetchMock).at(-1)).toEqual({ action: 'list_failed', search: 'KUS-7F3K', status: 'expired' }));
    expect(actions(fetchMock)[0]).toEqual({ action: 'list_orphaned' });
  });

  it('lists Refunds Due with why, and offers only Resolve for them', async () => {
    const due = {
      ...orphan,
      id: '00000000-0000-4000-8000-0000000000d1',
      merchantReference: 'KUS-PAY-TWICE',
      planId: null,
      planName: 'Sponsorship',
      tier: 'sponsorship',
      refundReason: 'Paid twice',
    };
    const fetchMock = renderPage((body) => ok({ payments: body.action === 'list_refunds' ? [due] : [] }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Refunds Due' }));
    const card = await screen.findByRole('article', { name: 'Payment KUS-PAY-TWICE' });
    expect(card).toHaveTextContent('Refund because');
    expect(card).toHaveTextContent('Paid twice');
    expect(within(card).queryByRole('button', { name: /^Link/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resolve KUS-PAY-TWICE' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(actions(fetchMock).at(-1)).toEqual({ action: 'list_refunds' });
  });

  it('offers Failed Payments no Pending filter, and drops a Pending filter when switching to it', async () => {
    const fetchMock = renderPage(() => ok({ payments: [] }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: 'pending' } });
    await waitFor(() => expect(actions(fetchMock).at(-1)).toEqual({ action: 'list_orphaned', status: 'pending' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Failed Payments' }));
    await waitFor(() => expect(actions(fetchMock).at(-1)).toEqual({ action: 'list_failed' }));
    const failedStatus = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(failedStatus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Statuses', 'Failed', 'Expired']);
  });

  it("links a payment to a user: 'Please provide a user ID', then 'Payment linked successfully'", async () => {
    const fetchMock = renderPage((body) =>
      body.action === 'link_payment' ? ok({ message: 'Payment linked successfully', payment: orphan }) : ok({ payments: [orphan] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Link KUS-PAY-ORPHAN' }));
    const dialog = screen.getByRole('dialog', { name: 'Link Payment to User' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(within(dialog).getByText('Please provide a user ID')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'User ID' }), { target: { value: '  KUS-7F3K9Q2D ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), { target: { value: 'Paid from a parent account' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment linked successfully'));
    expect(actions(fetchMock).find((body) => body.action === 'link_payment')).toEqual({
      action: 'link_payment',
      paymentId: orphan.id,
      userId: 'KUS-7F3K9Q2D',
      resolutionNotes: 'Paid from a parent account',
    });
  });

  it("says 'Failed to link payment' when linking fails", async () => {
    renderPage((body) => (body.action === 'link_payment' ? apiError(500, 'INTERNAL', 'An error occurred') : ok({ payments: [orphan] })));
    fireEvent.click(await screen.findByRole('button', { name: 'Link KUS-PAY-ORPHAN' }));
    const dialog = screen.getByRole('dialog', { name: 'Link Payment to User' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'User ID' }), { target: { value: 'someone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to link payment'));
  });

  it("resolves a payment with notes: 'Payment resolved successfully'", async () => {
    const fetchMock = renderPage((body) =>
      body.action === 'resolve_payment' ? ok({ message: 'Payment resolved successfully', payment: orphan }) : ok({ payments: [orphan] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve KUS-PAY-ORPHAN' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Payment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Resolution Notes' }), { target: { value: 'Refunded by PayFast' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment resolved successfully'));
    expect(actions(fetchMock).find((body) => body.action === 'resolve_payment')).toEqual({
      action: 'resolve_payment',
      paymentId: orphan.id,
      resolutionNotes: 'Refunded by PayFast',
    });
  });

  it("says 'Failed to load payments' when the list fails", async () => {
    renderPage(() => apiError(500, 'INTERNAL', 'An error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payments');
    expect(toast.error).toHaveBeenCalledWith('Failed to load payments');
  });

  it('checks a user by email', async () => {
    const user = { id: '00000000-0000-4000-8000-0000000000c1', email: 'thandi@example.com', fullName: 'Thandi Nkosi', trackingId: 'KUS-7F3K9Q2D' };
    renderPage((body) => (body.action === 'user_recovery_check' ? ok({ user, payments: [{ ...orphan, user }] }) : ok({ payments: [] })));
    fireEvent.change(screen.getByRole('textbox', { name: 'User email' }), { target: { value: 'thandi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const section = screen.getByRole('region', { name: 'User recovery check' });
    expect(await within(section).findByText(/Thandi Nkosi/)).toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'Payment KUS-PAY-ORPHAN' })).toHaveTextContent('thandi@example.com (KUS-7F3K9Q2D)');
  });
});
