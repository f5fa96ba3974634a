import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '@kusasa/domain/payment-texts';
import type { PaymentView } from '@kusasa/domain/schemas/payments/payment-view';
import type { SubscriptionResponse } from '@kusasa/domain/schemas/payments/subscription';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeInSimulator, md5, moneyTables, phpEncode, simulatorForm, SIMULATOR_PASSPHRASE, startCheckout } from '../../test/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/payments', () => {
  it('prices the plan on the server and returns the signed PayFast fields in PayFast order', async () => {
    const student = await signedInAs(t);
    const response = await call(t.app, 'POST', '/api/payments', { cookie: student.cookie, payload: { plan: 'pro-ai', paymentMethod: 'eft', amount: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const checkout = response.json<{ paymentUrl: string; merchantReference: string; method: string; fields: { name: string; value: string }[] }>();
    expect(checkout.paymentUrl).toBe('http://localhost:3000/payfast-simulator/process');
    expect(checkout.method).toBe('POST');
    expect(checkout.merchantReference).toMatch(/^KUS-\d{8}-[0-9A-F]{10}$/);
    const fields = Object.fromEntries(checkout.fields.map((field) => [field.name, field.value]));
    expect(checkout.fields.map((field) => field.name)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'payment_method',
      'signature',
    ]);
    expect(fields).toMatchObject({
      amount: '300.00',
      item_name: 'Pro + AI Plan',
      payment_method: 'ef',
      m_payment_id: checkout.merchantReference,
      return_url: `http://localhost:3000/payment-success?m_payment_id=${checkout.merchantReference}`,
      cancel_url: `http://localhost:3000/payment-cancelled?m_payment_id=${checkout.merchantReference}`,
      notify_url: 'http://localhost:3000/api/payments/payfast/notify',
      email_address: student.email,
    });
    const signed = checkout.fields
      .filter((field) => field.name !== 'signature')
      .map((field) => `${field.name}=${phpEncode(field.value)}`)
      .join('&');
    expect(fields.signature).toBe(md5(`${signed}&passphrase=${SIMULATOR_PASSPHRASE}`));
    const { payments } = await moneyTables(t.database.db);
    expect(payments.find((row) => row.merchantReference === checkout.merchantReference)).toMatchObject({
      userId: student.id,
      amountCents: 30_000,
      status: 'pending',
      tier: 'premium',
      planId: 'pro-ai',
    });
  });

  it.each(['starter', 'gold', ''])("refuses plan '%s' with 'Invalid plan selected'", async (plan) => {
    const student = await signedInAs(t);
    const response = await call(t.app, 'POST', '/api/payments', { cookie: student.cookie, payload: { plan, paymentMethod: 'card' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', message: paymentTexts.invalidPlan, fields: { plan: paymentTexts.invalidPlan } } });
  });

  it('needs a signed-in user', async () => {
    const response = await call(t.app, 'POST', '/api/payments', { payload: { plan: 'essential' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('buying a plan through the simulator', () => {
  it('pays, notifies, activates the plan and shows the billing row', async () => {
    const student = await signedInAs(t);
    const checkout = await startCheckout(t.app, student.cookie, 'essential');
    const page = await simulatorForm(t.app, '/payfast-simulator/process', checkout.fields);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Essential Plan');
    expect(page.body).toMatch(/R\s199,00/);
    expect(page.body).not.toContain('<script');

    const paid = await completeInSimulator(t.app, checkout, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment-success?m_payment_id=${checkout.merchantReference}`);

    const view = await call(t.app, 'GET', `/api/payments/${checkout.merchantReference}`, { cookie: student.cookie });
    expect(view.json<PaymentView>()).toMatchObject({
      status: 'paid',
      outcome: 'success',
      amountCents: 19_900,
      planId: 'essential',
      planName: 'Essential',
      tier: 'basic',
    });

    const subscription = (await call(t.app, 'GET', '/api/subscription', { cookie: student.cookie })).json<SubscriptionResponse>();
    expect(subscription.currentPlan).toMatchObject({ id: 'essential', name: 'Essential', status: 'active', canCancel: true });
    expect(subscription.currentPlan.purchaseDate).not.toBeNull();
    expect(subscription.plans.map((plan) => plan.id)).toEqual(['starter', 'essential', 'pro-ai']);
    expect(subscription.transactions).toEqual([
      expect.objectContaining({
        transactionType: 'plan_purchase',
        amountCents: 19_900,
        currency: 'ZAR',
        status: 'completed',
        description: 'Essential plan (once-off)',
      }),
    ]);

    // Paying again for the plan one holds is stopped before any money moves.
    const again = await call(t.app, 'POST', '/api/payments', { cookie: student.cookie, payload: { plan: 'essential' } });
    expect(again.statusCode).toBe(409);
  });

  it('records a failure and a cancellation, and sends Cancel back to the cancel URL', async () => {
    const student = await signedInAs(t);
    const failing = await startCheckout(t.app, student.cookie, 'essential');
    expect((await completeInSimulator(t.app, failing, 'fail')).headers.location).toContain('/payment-success?m_payment_id=');
    const failed = await call(t.app, 'GET', `/api/payments/${failing.merchantReference}`, { cookie: student.cookie });
    expect(failed.json()).toMatchObject({ status: 'failed', outcome: 'failed' });

    const cancelling = await startCheckout(t.app, student.cookie, 'pro-ai');
    const cancelled = await completeInSimulator(t.app, cancelling, 'cancel');
    expect(cancelled.headers.location).toBe(`http://localhost:3000/payment-cancelled?m_payment_id=${cancelling.merchantReference}`);
    expect((await call(t.app, 'GET', `/api/payments/${cancelling.merchantReference}`, { cookie: student.cookie })).json()).toMatchObject({
      status: 'cancelled',
    });
    expect((await call(t.app, 'GET', '/api/subscription', { cookie: student.cookie })).json()).toMatchObject({
      currentPlan: { id: 'starter' },
      transactions: [],
    });
  });

  it('refuses a checkout whose amount was changed in the browser', async () => {
    const student = await signedInAs(t);
    const checkout = await startCheckout(t.app, student.cookie, 'pro-ai');
    const tampered = checkout.fields.map((field) => (field.name === 'amount' ? { ...field, value: '1.00' } : field));
    const page = await simulatorForm(t.app, '/payfast-simulator/process', tampered);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Signature mismatch');
    const before = await moneyTables(t.database.db);
    const pay = await simulatorForm(t.app, '/payfast-simulator/complete', tampered, [['outcome', 'pay']]);
    expect(pay.statusCode).toBe(400);
    expect(await moneyTables(t.database.db)).toEqual(before);
  });

  it('shows a learner only their own payments', async () => {
    const owner = await signedInAs(t);
    const other = await signedInAs(t);
    const checkout = await startCheckout(t.app, owner.cookie);
    for (const [method, url] of [
      ['GET', `/api/payments/${checkout.merchantReference}`],
      ['POST', `/api/payments/${checkout.merchantReference}/check`],
    ] as const) {
      const response = await call(t.app, method, url, { cookie: other.cookie });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', `/api/payments/${checkout.merchantReference}`, { cookie: owner.cookie })).json()).toMatchObject({
      status: 'pending',
      outcome: 'processing',
    });
  });
});
