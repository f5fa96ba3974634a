import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedirectField } from '@kusasa/domain/schemas/payments/create-payment';
import { checkoutSignature } from '../../adapters/payments/payfast.ts';
import type { PayfastField } from '../../adapters/payments/payfast.ts';
import { SIMULATOR_CREDENTIALS } from '../../adapters/payments/simulator/simulator-ledger.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { moneyTables, simulatorForm, startCheckout } from '../../test/payments.ts';

// The simulator's credentials are public, so anyone can sign a checkout of their own. What that
// must not buy: a plan for less than its price (through "check again", which asks the simulator's
// ledger), or a redirect to someone else's site.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The checkout with some fields changed and signed again with the public simulator passphrase. */
function resigned(fields: RedirectField[], changes: Record<string, string>): RedirectField[] {
  const changed = fields
    .filter((field) => field.name !== 'signature')
    .map((field) => (field.name in changes ? { ...field, value: changes[field.name] ?? '' } : field));
  const asRecord = Object.fromEntries(changed.map((field) => [field.name, field.value])) as Partial<Record<PayfastField, string>>;
  return [...changed, { name: 'signature', value: checkoutSignature(asRecord, SIMULATOR_CREDENTIALS.passphrase) }];
}

describe('the PayFast simulator, abused', () => {
  it('a R1.00 payment for Essential does not activate it, on the ITN or on "check again"', async () => {
    const student = await signedInAs(t);
    const checkout = await startCheckout(t.app, student.cookie, 'essential');
    const cheap = resigned(checkout.fields, { amount: '1.00' });
    expect((await simulatorForm(t.app, '/payfast-simulator/complete', cheap, [['outcome', 'pay']])).statusCode).toBe(303);
    const before = await moneyTables(t.database.db);

    const checked = await call(t.app, 'POST', `/api/payments/${checkout.merchantReference}/check`, { cookie: student.cookie });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'pending' });
    expect(await moneyTables(t.database.db)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/subscription', { cookie: student.cookie })).json()).toMatchObject({ currentPlan: { id: 'starter' } });
    const refused = async () =>
      (await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'PAYMENT_RESULT_REFUSED'))).map((row) => row.details);
    await expect.poll(refused).toContainEqual(expect.objectContaining({ m_payment_id: checkout.merchantReference, expectedCents: 19900, reportedCents: 100 }));
  });

  it.each(['return_url', 'cancel_url'])('does not send the browser to another site through %s', async (field) => {
    const student = await signedInAs(t);
    const checkout = await startCheckout(t.app, student.cookie, 'essential');
    const elsewhere = resigned(checkout.fields, { [field]: 'https://phish.example/payment-success' });
    const before = await moneyTables(t.database.db);
    const page = await simulatorForm(t.app, '/payfast-simulator/process', elsewhere);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('must be Kusasa');
    const pay = await simulatorForm(t.app, '/payfast-simulator/complete', elsewhere, [['outcome', field === 'return_url' ? 'pay' : 'cancel']]);
    expect(pay.statusCode).toBe(400);
    expect(pay.headers.location).toBeUndefined();
    expect(await moneyTables(t.database.db)).toEqual(before);
  });
});
