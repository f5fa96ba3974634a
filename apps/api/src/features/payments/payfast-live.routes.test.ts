import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { itnPairs, moneyTables, postItn, signedItn, startCheckout } from '../../test/payments.ts';

// With PayFast credentials: the browser goes to PayFast, notifications must come from PayFast's
// addresses and, in live mode unless PAYFAST_VALIDATE_REMOTE=false, be confirmed by PayFast's
// validate endpoint (PayFast's integration requirements: "Verify that the data received is valid";
// its SDK refuses a notification the endpoint calls INVALID). DNS and HTTP are injected: no network.

const LIVE_CREDENTIALS = { PAYFAST_MERCHANT_ID: '10004002', PAYFAST_MERCHANT_KEY: 'q1cd2rdny4a53', PAYFAST_MODE: 'live' } as const;

const PAYFAST_IP = '197.97.145.150';
const PASSPHRASE = 'live passphrase';
let validateAnswer = 'VALID';
const validateCalls: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // PAYFAST_VALIDATE_REMOTE unset: live mode confirms every notification with PayFast.
    env: { ...LIVE_CREDENTIALS, PAYFAST_PASSPHRASE: PASSPHRASE },
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

describe('PayFast (live) when its hosts cannot be resolved', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: { ...LIVE_CREDENTIALS, PAYFAST_PASSPHRASE: PASSPHRASE },
      adapters: {
        payments: {
          resolveHost: () => Promise.reject(new Error('getaddrinfo EAI_AGAIN www.payfast.co.za')),
          httpPost: () => Promise.resolve({ status: 200, body: 'VALID' }),
        },
      },
    });
  });
  afterAll(() => app.close());

  it("accepts a genuine notification from PayFast's published ranges instead of refusing it", async () => {
    const student = await signedInAs(app);
    const { merchantReference } = await startCheckout(app.app, student.cookie);
    const body = signedItn(itnPairs(merchantReference, { merchant_id: '10004002' }), PASSPHRASE);
    expect((await postItn(app.app, body, '41.74.179.200')).statusCode).toBe(200);
    const { payments } = await moneyTables(app.database.db);
    expect(payments.find((row) => row.merchantReference === merchantReference)?.status).toBe('paid');
  });

  it('still refuses one from outside them', async () => {
    const student = await signedInAs(app);
    const { merchantReference } = await startCheckout(app.app, student.cookie);
    const before = await moneyTables(app.database.db);
    const body = signedItn(itnPairs(merchantReference, { merchant_id: '10004002' }), PASSPHRASE);
    expect((await postItn(app.app, body, '203.0.113.9')).statusCode).toBe(400);
    expect(await moneyTables(app.database.db)).toEqual(before);
  });
});

describe('PayFast (live) with PAYFAST_VALIDATE_REMOTE=false', () => {
  it('says so in the log at start and does not ask PayFast to confirm notifications', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
    const posts: string[] = [];
    const live = await createTestApp({
      env: { ...LIVE_CREDENTIALS, PAYFAST_PASSPHRASE: PASSPHRASE, PAYFAST_VALIDATE_REMOTE: 'false' },
      loggerInstance: logger,
      adapters: {
        payments: {
          resolveHost: () => Promise.resolve([PAYFAST_IP]),
          httpPost: (url) => {
            posts.push(url);
            return Promise.resolve({ status: 200, body: 'INVALID' });
          },
        },
      },
    });
    try {
      const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
      expect(warnings.filter((msg) => msg.includes('PAYFAST_VALIDATE_REMOTE'))).toEqual([
        expect.stringContaining('PAYFAST_VALIDATE_REMOTE=false with PAYFAST_MODE=live'),
      ]);
      const student = await signedInAs(live);
      const { merchantReference } = await startCheckout(live.app, student.cookie);
      const body = signedItn(itnPairs(merchantReference, { merchant_id: '10004002' }), PASSPHRASE);
      expect((await postItn(live.app, body, PAYFAST_IP)).statusCode).toBe(200);
      expect(posts).toEqual([]);
    } finally {
      await live.close();
    }
  });
});
