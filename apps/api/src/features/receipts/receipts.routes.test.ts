import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { receiptListSchema } from '@kusasa/domain/schemas/receipts';
import { vatIncludedCents } from '@kusasa/domain/rules/receipts';
import { outbox } from '../../db/schema/mail.ts';
import { completeInSimulator, startCheckout } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Receipts (issue 31): every completed payment gets the next number of one series, with no gaps
// even when payments complete at once; a real PDF only its payer (or an admin) opens; a mail after.

let t: TestApp;
let taxed: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  taxed = await createTestApp({ env: { VAT_NUMBER: '4123456789', SELLER_NAME: 'Kusasa (Pty) Ltd' } });
});
afterAll(async () => {
  await t.close();
  await taxed.close();
});

async function learnerWhoPaid(app: TestApp, plan = 'essential') {
  const learner = await signedInAs(app, 'student');
  const checkout = await startCheckout(app.app, learner.cookie, plan);
  const paid = await completeInSimulator(app.app, checkout, 'pay');
  expect(paid.statusCode, paid.body).toBeLessThan(400);
  return learner;
}
const receiptsOf = async (app: TestApp, cookie: string) => receiptListSchema.parse((await call(app.app, 'GET', '/api/receipts', { cookie })).json()).receipts;
const pdfText = async (app: TestApp, cookie: string, url: string) => {
  const response = await call(app.app, 'GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text;
};

describe('receipts', () => {
  it('issues one numbered receipt per completed payment, as a PDF its payer opens, and mails it', async () => {
    const learner = await learnerWhoPaid(t);
    const [receipt, ...others] = await receiptsOf(t, learner.cookie);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      description: 'Kusasa Essential plan, this application season (once-off)',
      amountCents: 19_900,
      vatCents: null,
      taxInvoice: false,
    });
    expect(receipt!.number).toMatch(/^KR-\d{6}$/);

    const text = await pdfText(t, learner.cookie, receipt!.pdfUrl);
    expect(text).toContain('Receipt');
    expect(text).toContain(receipt!.number);
    expect(text).toContain('R 199,00');
    expect(text).toContain('The seller is not registered for VAT');
    expect(text).toContain(learner.email);

    const stranger = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', receipt!.pdfUrl, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/receipts/KR-999999/pdf', { cookie: learner.cookie })).statusCode).toBe(404);
    const admin = await signedInAs(t, 'admin');
    expect((await call(t.app, 'GET', receipt!.pdfUrl, { cookie: admin.cookie })).statusCode).toBe(200);

    await t.app.jobs.runOnce();
    const mails = (await t.database.db.select().from(outbox)).filter((mail) => mail.toAddress === learner.email && mail.subject.includes(receipt!.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`/api/receipts/${receipt!.number}/pdf`);
  });

  it('numbers payments completed at once without a gap or a repeat', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => signedInAs(t, 'student')));
    const checkouts = await Promise.all(learners.map((learner) => startCheckout(t.app, learner.cookie)));
    await Promise.all(checkouts.map((checkout) => completeInSimulator(t.app, checkout, 'pay')));
    const numbers = (await Promise.all(learners.map((learner) => receiptsOf(t, learner.cookie)))).flat().map((receipt) => Number(receipt.number.slice(3)));
    expect(numbers).toHaveLength(6);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 6 }, (_, index) => sorted[0]! + index));
  });

  it('is a tax invoice with the VAT shown where the seller is VAT-registered', async () => {
    const learner = await learnerWhoPaid(taxed, 'pro-ai');
    const [receipt] = await receiptsOf(taxed, learner.cookie);
    expect(receipt).toMatchObject({ taxInvoice: true, amountCents: 30_000, vatCents: vatIncludedCents(30_000) });
    expect(vatIncludedCents(30_000)).toBe(3_913);
    const text = await pdfText(taxed, learner.cookie, receipt!.pdfUrl);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('VAT registration number 4123456789');
    expect(text).toContain('R 39,13');
    expect(text).toContain('Kusasa (Pty) Ltd');
  });
});
