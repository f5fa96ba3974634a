import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments/create-payment';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { payments, transactions } from '../db/schema/payments.ts';
import { userPlans } from '../db/schema/plans.ts';
import type { App } from '../http/types.ts';
import { call } from './signed-in.ts';
import { SIMULATOR_MERCHANT_ID } from './payfast.ts';

// Test helpers for the payment features: checkout through the API and the tables money touches.
// The provider's side (the ITN signer, the simulator's forms) is in payfast.ts beside this, shared
// with the partner checkout's tests.
export { completeInSimulator, formBody, md5, phpEncode, postItn, signedItn, simulatorForm, SIMULATOR_MERCHANT_ID, SIMULATOR_PASSPHRASE } from './payfast.ts';

export async function startCheckout(app: App, cookie: string, plan = 'essential', paymentMethod = 'card'): Promise<CreatePaymentResponse> {
  const response = await call(app, 'POST', '/api/payments', { cookie, payload: { plan, paymentMethod } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatePaymentResponse>();
}

export function itnPairs(merchantReference: string, overrides: Record<string, string> = {}): [string, string][] {
  const fields: Record<string, string> = {
    m_payment_id: merchantReference,
    pf_payment_id: '1089250',
    payment_status: 'COMPLETE',
    item_name: 'Essential Plan',
    item_description: '',
    amount_gross: '199.00',
    amount_fee: '-8.97',
    amount_net: '190.03',
    custom_str1: '',
    name_first: 'Test',
    name_last: '',
    email_address: 'payer@example.com',
    merchant_id: SIMULATOR_MERCHANT_ID,
    ...overrides,
  };
  return Object.entries(fields);
}

/** Every row the payment flow can change, to prove a refused notification changed nothing. */
export async function moneyTables(db: Database) {
  return {
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    userPlans: await db.select().from(userPlans).orderBy(asc(userPlans.id)),
    transactions: await db.select().from(transactions).orderBy(asc(transactions.id)),
  };
}
