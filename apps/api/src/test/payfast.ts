import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { CreatePaymentResponse, RedirectField } from '@kusasa/domain/schemas/payments/create-payment';
import type { App } from '../http/types.ts';

// PayFast's side of a payment, for tests: an ITN signer written apart from the adapter's (so tests
// check the adapter against it) and the simulator's forms as a browser posts them.

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
