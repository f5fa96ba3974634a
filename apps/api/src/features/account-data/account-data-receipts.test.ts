import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { receipts } from '../../db/schema/receipts.ts';
import { freshIp, post } from '../../test/http.ts';
import { completeInSimulator, startCheckout } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// "Your data" and the parts added by issues 30 and 31: the download holds the reminder channels
// (with their consent), the messages and the receipts; deleting the account keeps each receipt for
// the books without the payer's name and email.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('downloads channels, messages and receipts, and keeps the receipt without the person after deletion', async () => {
  const learner = await signedInAs(t, 'student');
  await call(t.app, 'PUT', '/api/messaging/channels/sms', { cookie: learner.cookie, payload: { on: true, consent: true, phone: '0825550311' } });
  await completeInSimulator(t.app, await startCheckout(t.app, learner.cookie), 'pay');

  const exported = (await call(t.app, 'GET', '/api/account/export', { cookie: learner.cookie })).json<{
    messaging: { channels: { channel: string; address: string; consentVersion: string }[]; messages: unknown[] };
    receipts: { number: number; payerEmail: string }[];
  }>();
  expect(exported.messaging.channels).toEqual([
    expect.objectContaining({ channel: 'sms', address: '+27825550311', consentVersion: expect.any(String) as unknown }),
  ]);
  expect(exported.receipts).toEqual([expect.objectContaining({ payerEmail: learner.email, amountCents: 19_900 })]);

  const deleted = await post(t.app, '/api/account/delete', { password: learner.password, confirm: 'DELETE' }, { cookie: learner.cookie, ip: freshIp() });
  expect(deleted.statusCode, deleted.body).toBe(200);
  const [kept] = await t.database.db.select().from(receipts).where(eq(receipts.number, exported.receipts[0]!.number));
  expect(kept).toMatchObject({ payerUserId: null, payerName: null, payerEmail: null, amountCents: 19_900 });
});
