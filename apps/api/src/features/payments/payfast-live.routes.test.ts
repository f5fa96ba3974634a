import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { itnPairs, moneyTables, postItn, signedItn, startCheckout } from '../../test/payments.ts';

// With PayFast credentials: the browser goes to PayFast, notifications must come from PayFast's
// addresses and, with PAYFAST_VALIDATE_REMOTE, be confirmed by PayFast's validate endpoint.
// DNS and HTTP are injected: no network.

const PAYFAST_IP = '197.97.145.150';
const PASSPHRASE = 'live passphrase';
let validateAnswer = 'VALID';
const validateCalls: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PAYFAST_MERCHANT_ID: '10004002', PAYFAST_MERCHANT_KEY: 'q1cd2rdny4a53', PAYFAST_PASSPHRASE: PASSPHRASE, PAYFAST_MODE: 'live', PAYFAST_VALIDATE_REMOTE: 'true' },
    adapters: {
      payments: {
        resolveHost: (host) => Promise.resolve(host === 'www.payfast.co.za' ? [PAYFAST_IP] : []),
        httpPost: (url, body) => {
          validateCalls.push(`${url} ${body}`);
          return Promise.resolve({ status: 200, body: validateAnswer });
        },
      },
    },
  });
});
afterAll(() => t.close());

describe('PayFast (live)', () => {
  it("sends the browser to PayFast's live process URL and allows that form target in the CSP", async () => {
    const student = await signedInAs(t);
    const checkout = await startCheckout(t.app, student.cookie);
    expect(checkout.paymentUrl).toBe('https://www.payfast.co.za/eng/process');
    expect(checkout.fields[0]).toEqual({ name: 'merchant_id', value: '10004002' });
    const simulator = await t.app.inject({ method: 'GET', url: '/payfast-simulator/process' });
    expect(simulator.statusCode).not.toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain("form-action 'self' https://www.payfast.co.za");
  });

  it("refuses a correctly signed notification that does not come from PayFast's addresses", async () => {
    const student = await signedInAs(t);
    const { merchantReference } = await startCheckout(t.app, student.cookie);
    const before = await moneyTables(t.database.db);
    const body = signedItn(itnPairs(merchantReference, { merchant_id: '10004002' }), PASSPHRASE);
    expect((await postItn(t.app, body, '203.0.113.9')).statusCode).toBe(400);
    expect(await moneyTables(t.database.db)).toEqual(before);
  });

  it("refuses one PayFast's validate endpoint does not confirm, and accepts one it does", async () => {
    const student = await signedInAs(t);
    const { merchantReference } = await startCheckout(t.app, student.cookie);
    const body = signedItn(itnPairs(merchantReference, { merchant_id: '10004002' }), PASSPHRASE);
    validateAnswer = 'INVALID';
    const before = await moneyTables(t.database.db);
    expect((await postItn(t.app, body, PAYFAST_IP)).statusCode).toBe(400);
    expect(await moneyTables(t.database.db)).toEqual(before);

    validateAnswer = 'VALID';
    expect((await postItn(t.app, body, PAYFAST_IP)).statusCode).toBe(200);
    expect(validateCalls.at(-1)).toBe(`https://www.payfast.co.za/eng/query/validate ${body.slice(0, body.indexOf('&signature='))}`);
    const { payments } = await moneyTables(t.database.db);
    expect(payments.find((row) => row.merchantReference === merchantReference)?.status).toBe('paid');
  });
});
