import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { ApplicationFeeLine } from './application-fee-line';
import FeePayoutsPage from './fee-payouts-page';
import FeeStatementPage from './fee-statement-page';

const INSTITUTION = '00000000-0000-4000-8000-0000000000a1';
const APPLICATION = '00000000-0000-4000-8000-0000000000b1';
const OTHER_APPLICATION = '00000000-0000-4000-8000-0000000000b2';

const fee = {
  applicationId: APPLICATION,
  programmeName: 'BSc',
  institutionName: 'Karoo University',
  status: 'paid',
  amountCents: 15_000,
  paidAt: '2026-11-20T08:00:00.000Z',
  paidBy: 'learner',
};
const payable = { ...fee, applicationId: OTHER_APPLICATION, status: 'payable', paidAt: null, paidBy: null };
const entry = (kind: string, amountCents: number, extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  kind,
  amountCents,
  applicationId: null,
  payer: null,
  reference: null,
  reason: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  ...extra,
});
const statement = {
  institutionId: INSTITUTION,
  institutionName: 'Karoo University',
  totals: { collectedCents: 15_000, paidOutCents: 10_000, correctionsCents: 0, balanceCents: 5_000 },
  entries: [
    entry('payout', -10_000, { reference: 'FNB 2026-001' }),
    entry('fee_collected', 15_000, { applicationId: APPLICATION, payer: 'sponsor', reference: 'KUS-1' }),
  ],
};

describe('the learner’s application fee line', () => {
  it('says to whom and when a fee was paid, and offers to pay one still owed', async () => {
    const fetchMock = mockApi({
      'GET /api/application-fees': () => json({ fees: [fee, payable] }),
      [`POST /api/application-fees/${OTHER_APPLICATION}/checkout`]: () => apiError(409, 'CONFLICT', 'This application fee has already been paid.'),
    });
    renderRoutes(
      <Route
        path="/apply"
        element={
          <>
            <ApplicationFeeLine applicationId={APPLICATION} />
            <ApplicationFeeLine applicationId={OTHER_APPLICATION} />
          </>
        }
      />,
      '/apply',
    );
    expect(await screen.findByText(/Application fee paid to Karoo University on 20 November 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay application fee: Karoo University' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application fee has already been paid.');
    expect(sentTo(fetchMock, `POST /api/application-fees/${OTHER_APPLICATION}/checkout`)).toEqual([{ paymentMethod: 'card' }]);
  });
});

describe('/institutions/fees', () => {
  it('shows the totals and the entries, newest first, with the CSV download', async () => {
    mockApi({ 'GET /api/institution/fees': () => json(statement) });
    renderRoutes(<Route path="/institutions/fees" element={<FeeStatementPage title="Application Fees" />} />, '/institutions/fees');
    expect(await screen.findByText('Balance owed to you')).toBeInTheDocument();
    expect(screen.getByText(/FNB 2026-001/)).toBeInTheDocument();
    expect(screen.getByText(/paid by a sponsor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/institution/fees.csv');
  });

  it('tells an account not yet linked to an institution why it sees nothing', async () => {
    mockApi({ 'GET /api/institution/fees': () => apiError(403, 'FORBIDDEN', 'Your institution account is waiting for approval.') });
    renderRoutes(<Route path="/institutions/fees" element={<FeeStatementPage title="Application Fees" />} />, '/institutions/fees');
    expect(await screen.findByText('Your institution account is waiting for approval.')).toBeInTheDocument();
  });
});

describe('/admin/fee-payouts', () => {
  it('records a payout with its bank reference, checks the form first and shows the server’s refusal', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/fee-payouts': () =>
        json({ institutions: [{ institutionId: INSTITUTION, institutionName: 'Karoo University', ...statement.totals, lastPayoutAt: null }] }),
      [`GET /api/admin/fee-payouts/${INSTITUTION}`]: () => json(statement),
      [`POST /api/admin/fee-payouts/${INSTITUTION}/payouts`]: (body) =>
        (body as { amountCents: number }).amountCents > 5_000
          ? apiError(400, 'VALIDATION', 'Invalid', {}, { amountCents: 'A payout cannot be more than the balance owed (R 50,00).' })
          : json(statement, 201),
    });
    renderRoutes(<Route path="/admin/fee-payouts" element={<FeePayoutsPage title="Fee Payouts" />} />, '/admin/fee-payouts');
    fireEvent.click(await screen.findByRole('link', { name: 'Karoo University' }));
    const form = await screen.findByRole('form', { name: 'Record payout' });
    fireEvent.change(within(form).getByLabelText('Amount (R)'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText(/4 to 40 letters/)).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/admin/fee-payouts/${INSTITUTION}/payouts`)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Bank reference'), { target: { value: 'FNB 2026-002' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText('A payout cannot be more than the balance owed (R 50,00).')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Amount (R)'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Payout recorded.')).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/admin/fee-payouts/${INSTITUTION}/payouts`)).toEqual([
      { amountCents: 6_000, bankReference: 'FNB 2026-002' },
      { amountCents: 5_000, bankReference: 'FNB 2026-002' },
    ]);
  });
});
