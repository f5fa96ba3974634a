import { createHash } from 'node:crypto';
import type { CreatePaymentResponse, RedirectField } from '@kusasa/domain/schemas/payments';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { payments, transactions } from '../db/schema/payments.ts';
import { userPlans } from '../db/schema/plans.ts';
import type { App } from '../http/types.ts';
import { call } from './signed-in.ts';

// Test helpers for the payment features: checkout through the API, the simulator's forms, and
// an ITN signer written apart from the adapter's, so tests check the adapter against it.

export async function startCheckout(app: App, cookie: string, plan = 'essential', paymentMethod = 'card'): Promise<CreatePaymentResponse> {
  const response = await call(app, 'POST', '/api/payments', { cookie, payload: { plan, paymentMethod } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatePaymentResponse>();
}

/** PHP urlencode, independently: RFC 3986 escapes, then the few characters JS leaves alone, spaces as '+'. */
export function phpEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.]/.test(char)) return char;
      if (char === ' ') return '+';
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export function formBody(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${name}=${phpEncode(value)}`).join('&');
}

/** An ITN body signed as PayFast signs it: every field in order, then the passphrase. */
export function signedItn(pairs: [string, string][], passphrase: string | null): string {
  const base = formBody(pairs);
  return `${base}&signature=${md5(passphrase ? `${base}&passphrase=${phpEncode(passphrase)}` : base)}`;
}

export const SIMULATOR_PASSPHRASE = 'kusasa-simulator';
export const SIMULATOR_MERCHANT_ID = '10000100';

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

export function postItn(app: App, body: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/payfast/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function simulatorForm(app: App, path: string, fields: RedirectField[], extra: [string, string][] = []) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody([...fields.map((field): [string, string] => [field.name, field.value]), ...extra]),
  });
}

/** Buys through the simulator as a browser would: its page, then Pay, Fail or Cancel. */
export async function completeInSimulator(app: App, checkout: CreatePaymentResponse, outcome: 'pay' | 'fail' | 'cancel') {
  const page = await simulatorForm(app, '/payfast-simulator/process', checkout.fields);
  expect(page.statusCode, page.body).toBe(200);
  return simulatorForm(app, '/payfast-simulator/complete', checkout.fields, [['outcome', outcome]]);
}

/** Every row the payment flow can change, to prove a refused notification changed nothing. */
export async function moneyTables(db: Database) {
  return {
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    userPlans: await db.select().from(userPlans).orderBy(asc(userPlans.id)),
    transactions: await db.select().from(transactions).orderBy(asc(transactions.id)),
  };
}
