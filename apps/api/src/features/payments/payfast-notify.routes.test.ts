import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { containing } from '../../test/http.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOTIFY_RATE_LIMIT_PER_MINUTE } from './payments.routes.ts';
import { itnPairs, moneyTables, postItn, SIMULATOR_PASSPHRASE, signedItn, startCheckout } from '../../test/payments.ts';

// The ITN endpoint against the simulator's credentials (the default): every refused notification
// is a 400 and a security event, and leaves payments, plans and billing exactly as they were.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rejectionsFor(merchantReference: string) {
  const rows = await t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'SECURITY'), eq(systemErrorLogs.action, 'PAYMENT_NOTIFICATION_REJECTED')));
  return rows.filter((row) => (row.details as { m_payment_id?: string } | null)?.m_payment_id === merchantReference);
}

describe('POST /api/payments/payfast/notify', () => {
  it.each([
    ['a wrong signature', (ref: string) => `${signedItn(itnPairs(ref), 'not-the-passphrase')}`, 'signature'],
    [
      'a changed field after signing',
      (ref: string) => signedItn(itnPairs(ref), SIMULATOR_PASSPHRASE).replace('amount_gross=199.00', 'amount_gross=19.90'),
      'signature',
    ],
    ['another merchant', (ref: string) => signedItn(itnPairs(ref, { merchant_id: '10000999' }), SIMULATOR_PASSPHRASE), 'merchant_id'],
    ['an amount off by more than R0.01', (ref: string) => signedItn(itnPairs(ref, { amount_gross: '198.98' }), SIMULATOR_PASSPHRASE), 'amount'],
    ['an unknown status', (ref: string) => signedItn(itnPairs(ref, { payment_status: 'PAID' }), SIMULATOR_PASSPHRASE), 'payment_status'],
  ])('refuses %s and changes nothing', async (_case, body, reason) => {
    const student = await signedInAs(t);
    const { merchantReference } = await startCheckout(t.app, student.cookie, 'essential');
    const before = await moneyTables(t.database.db);
    const response = await postItn(t.app, body(merchantReference));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Invalid payment notification' } });
    expect(await moneyTables(t.database.db)).toEqual(before);
    expect(await rejectionsFor(merchantReference)).toEqual([expect.objectContaining({ severity: 'warning', details: containing({ reason }) })]);
  });

  it('refuses a notification for a payment that does not exist', async () => {
    const before = await moneyTables(t.database.db);
    const response = await postItn(t.app, signedItn(itnPairs('KUS-20260101-NOSUCHREF0'), SIMULATOR_PASSPHRASE));
    expect(response.statusCode).toBe(400);
    expect(await moneyTables(t.database.db)).toEqual(before);
    expect(await rejectionsFor('KUS-20260101-NOSUCHREF0')).toHaveLength(1);
  });

  it('refuses a body that is not a PayFast form', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/payments/payfast/notify', payload: { m_payment_id: 'x' } });
    expect(json.statusCode).toBe(400);
    const repeated = await postItn(t.app, 'a=1&a=2');
    expect(repeated.statusCode).toBe(400);
  });

  it('accepts a valid COMPLETE within R0.01 once: a repeat is answered 200 and changes nothing', async () => {
    const student = await signedInAs(t);
    const { merchantReference } = await startCheckout(t.app, student.cookie, 'essential');
    const body = signedItn(itnPairs(merchantReference, { amount_gross: '198.99' }), SIMULATOR_PASSPHRASE);
    const first = await postItn(t.app, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toBe('OK');
    const after = await moneyTables(t.database.db);
    expect(after.payments.find((row) => row.merchantReference === merchantReference)).toMatchObject({
      status: 'paid',
      providerPaymentId: '1089250',
      amountGrossCents: 19_899,
      payerEmail: 'payer@example.com',
    });
    expect(after.userPlans.filter((row) => row.userId === student.id)).toEqual([expect.objectContaining({ planId: 'essential', active: true })]);
    expect(after.transactions.filter((row) => row.userId === student.id)).toHaveLength(1);

    const replay = await postItn(t.app, body);
    expect(replay.statusCode).toBe(200);
    expect(await moneyTables(t.database.db)).toEqual(after);
    // A late FAILED for a paid payment does not undo it.
    const late = await postItn(t.app, signedItn(itnPairs(merchantReference, { payment_status: 'FAILED' }), SIMULATOR_PASSPHRASE));
    expect(late.statusCode).toBe(200);
    expect(await moneyTables(t.database.db)).toEqual(after);
  });

  it('caps how many notifications one address may send a minute (each refusal is logged)', async () => {
    const response = await postItn(t.app, signedItn(itnPairs('KUS-20260101-RATELIMIT0'), SIMULATOR_PASSPHRASE));
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-ratelimit-limit']).toBe(String(NOTIFY_RATE_LIMIT_PER_MINUTE));
  });

  it('is not blocked by the CSRF guard (PayFast sends no Origin and no cookie)', async () => {
    const student = await signedInAs(t);
    const { merchantReference } = await startCheckout(t.app, student.cookie, 'pro-ai');
    const response = await postItn(
      t.app,
      signedItn(itnPairs(merchantReference, { amount_gross: '300.00', payment_status: 'CANCELLED' }), SIMULATOR_PASSPHRASE),
    );
    expect(response.statusCode).toBe(200);
    const { payments } = await moneyTables(t.database.db);
    expect(payments.find((row) => row.merchantReference === merchantReference)?.status).toBe('cancelled');
  });
});
