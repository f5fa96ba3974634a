import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '@kusasa/domain/payment-texts';
import type { RecoverablePaymentsResponse } from '@kusasa/domain/schemas/payments/payment-recovery';
import { createSimulatorLedger } from '../../adapters/payments/simulator/simulator-ledger.ts';
import { payments } from '../../db/schema/payments.ts';
import { MINUTE, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeInSimulator, moneyTables, startCheckout } from '../../test/payments.ts';

// The learner's side: the dashboard card's list and the claim, which asks the provider (here the
// simulator's ledger) whether a payment went through although its notification never arrived.

const ledger = createSimulatorLedger();
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read, adapters: { payments: { simulatorLedger: ledger } } });
});
afterAll(() => t.close());

const list = async (cookie: string) => (await call(t.app, 'GET', '/api/payment-recovery', { cookie })).json<RecoverablePaymentsResponse>().payments;

describe('student payment recovery', () => {
  it('lists pending payments as claimable and failed or expired ones as retryable', async () => {
    const student = await signedInAs(t);
    const pending = await startCheckout(t.app, student.cookie, 'essential');
    const failed = await startCheckout(t.app, student.cookie, 'pro-ai');
    await completeInSimulator(t.app, failed, 'fail');
    const listed = await list(student.cookie);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ merchantReference: failed.merchantReference, status: 'failed', planId: 'pro-ai', canClaim: false, canRetry: true }),
        expect.objectContaining({ merchantReference: pending.merchantReference, status: 'pending', planId: 'essential', canClaim: true, canRetry: false }),
      ]),
    );
    // A day later the pending one has expired: still claimable (it may have been paid), and retryable.
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(clock.now.getTime() - 24 * 60 * MINUTE) })
      .where(eq(payments.merchantReference, pending.merchantReference));
    const later = await list(student.cookie);
    expect(later.find((payment) => payment.merchantReference === pending.merchantReference)).toMatchObject({
      status: 'expired',
      canClaim: true,
      canRetry: true,
    });
  });

  it('claims a payment the provider confirms: plan active, once, however often it is claimed', async () => {
    const student = await signedInAs(t);
    const checkout = await startCheckout(t.app, student.cookie, 'essential');
    const [{ id } = { id: '' }] = await list(student.cookie);
    // Paid at the provider, but the notification was lost on the way.
    ledger.record(checkout.merchantReference, { status: 'COMPLETE', providerPaymentId: '77001', amountGrossCents: 19_900, payerEmail: student.email });
    const claimed = await call(t.app, 'POST', `/api/payment-recovery/${id}/claim`, { cookie: student.cookie });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      title: 'Payment Claimed',
      message: 'Your payment has been successfully linked to your account.',
      payment: { status: 'paid' },
    });
    const after = await moneyTables(t.database.db);
    expect(after.userPlans.filter((row) => row.userId === student.id)).toEqual([expect.objectContaining({ planId: 'essential', active: true })]);

    const again = await call(t.app, 'POST', `/api/payment-recovery/${id}/claim`, { cookie: student.cookie });
    expect(again.statusCode).toBe(200);
    expect(await moneyTables(t.database.db)).toEqual(after);
    expect(await list(student.cookie)).toEqual([]);
  });

  it('refuses to claim a payment the provider has not confirmed, and another learner’s payment', async () => {
    const student = await signedInAs(t);
    const other = await signedInAs(t);
    await startCheckout(t.app, student.cookie, 'essential');
    const [{ id } = { id: '' }] = await list(student.cookie);
    const before = await moneyTables(t.database.db);
    const unpaid = await call(t.app, 'POST', `/api/payment-recovery/${id}/claim`, { cookie: student.cookie });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ error: { code: 'CONFLICT', message: paymentTexts.claimNotPaid } });
    const foreign = await call(t.app, 'POST', `/api/payment-recovery/${id}/claim`, { cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(await moneyTables(t.database.db)).toEqual(before);
    expect(await list(other.cookie)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/payment-recovery')).statusCode).toBe(401);
  });
});
