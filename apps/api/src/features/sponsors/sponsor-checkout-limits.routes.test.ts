import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY, SPONSOR_MAX_HELD_REQUESTS } from '@kusasa/domain/rules/sponsors';
import { sponsorDashboardSchema } from '@kusasa/domain/schemas/sponsors/dashboard';
import { sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import type { AdminRecoveryListData } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { notifications } from '../../db/schema/notifications.ts';
import { applicationFeeSponsorships, sponsorApplications } from '../../db/schema/sponsorships.ts';
import { itnPairs, postItn, signedItn, SIMULATOR_PASSPHRASE } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { learnerWithApplication, registeredSponsor, requestSponsorship } from './sponsors.test-support.ts';

// Issue 34, findings 2, 6 and 8: one request is in one unexpired checkout at a time, money for a
// request already funded is kept for a refund, holds are limited and freed on cancel, and sponsors
// never see a learner's account id.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openRequest(amountCents = 10_000) {
  const learner = await learnerWithApplication(t);
  const request = await requestSponsorship(t, learner.cookie, { applicationId: learner.applicationId, requestedAmountCents: amountCents, consent: true });
  return { learner, request };
}

const startCheckout = (cookie: string, requestIds: string[]) =>
  call(t.app, 'POST', '/api/sponsor/checkout', { cookie, payload: { requestIds, paymentMethod: 'card' } });

async function started(cookie: string, requestIds: string[]) {
  const response = await startCheckout(cookie, requestIds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatePaymentResponse>();
}

const cancel = (cookie: string, reference: string) => call(t.app, 'POST', `/api/sponsor/checkout/${reference}/cancel`, { cookie });
const expireHold = (requestId: string) =>
  t.database.db
    .update(sponsorApplications)
    .set({ heldUntil: new Date(Date.now() - 1000) })
    .where(eq(sponsorApplications.id, requestId));
const complete = (reference: string, amount: string) =>
  postItn(t.app, signedItn(itnPairs(reference, { amount_gross: amount, item_name: `${sponsorTexts.paymentItemName} (1)` }), SIMULATOR_PASSPHRASE));
const rowsOf = (requestId: string) =>
  t.database.db.select().from(applicationFeeSponsorships).where(eq(applicationFeeSponsorships.sponsorApplicationId, requestId));

describe('one request, one checkout', () => {
  it('refuses a second checkout of a request the same sponsor is paying for', async () => {
    const { request } = await openRequest();
    const sponsor = await registeredSponsor(t);
    await started(sponsor.cookie, [request.id]);
    const second = await startCheckout(sponsor.cookie, [request.id]);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { message: sponsorTexts.requestInCheckout } });
    expect(await rowsOf(request.id)).toHaveLength(1);
  });

  for (const order of ['late payment first', 'funding payment first'] as const) {
    it(`keeps money for an already funded request for a refund, never paying it twice (${order})`, async () => {
      const { learner, request } = await openRequest();
      const first = await registeredSponsor(t);
      const second = await registeredSponsor(t);
      const late = await started(first.cookie, [request.id]);
      await expireHold(request.id);
      const funding = await started(second.cookie, [request.id]);
      for (const reference of order === 'late payment first'
        ? [late.merchantReference, funding.merchantReference]
        : [funding.merchantReference, late.merchantReference])
        expect((await complete(reference, '100.00')).statusCode).toBe(200);

      const rows = await rowsOf(request.id);
      expect(rows.filter((row) => row.paymentStatus === 'paid')).toHaveLength(1);
      expect(rows.filter((row) => row.paymentStatus === 'refund_due')).toHaveLength(1);
      const [stored] = await t.database.db.select().from(sponsorApplications).where(eq(sponsorApplications.id, request.id));
      expect(stored?.status).toBe('funded');
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, learner.id));
      expect(told).toHaveLength(1);

      // The money kept is listed under Refunds Due in payment recovery until an admin resolves it.
      const refunded = rows.find((row) => row.paymentStatus === 'refund_due')!;
      const admin = await signedInAs(t, 'admin');
      const recovery = (payload: Record<string, unknown>) => call(t.app, 'POST', '/api/admin/payment-recovery', { cookie: admin.cookie, payload });
      const listed = (await recovery({ action: 'list_refunds' })).json<{ data: AdminRecoveryListData }>().data.payments;
      const due = listed.find((payment) => payment.id === refunded.paymentId);
      expect(due).toMatchObject({ status: 'paid', planId: null, planName: 'Sponsorship', refundReason: fillText(sponsorTexts.refundReason, { count: '1' }) });
      expect((await recovery({ action: 'resolve_payment', paymentId: refunded.paymentId, resolutionNotes: 'Refunded in PayFast' })).statusCode).toBe(200);
      const after = (await recovery({ action: 'list_refunds' })).json<{ data: AdminRecoveryListData }>().data.payments;
      expect(after.map((payment) => payment.id)).not.toContain(refunded.paymentId);
    });
  }
});

describe('holds', () => {
  it('frees the requests of a cancelled checkout at once, for another sponsor', async () => {
    const { request } = await openRequest();
    const sponsor = await registeredSponsor(t);
    const payment = await started(sponsor.cookie, [request.id]);
    expect((await cancel(sponsor.cookie, payment.merchantReference)).statusCode).toBe(200);
    expect((await rowsOf(request.id))[0]?.paymentStatus).toBe('cancelled');
    const rival = await registeredSponsor(t);
    await started(rival.cookie, [request.id]);
    // Another sponsor cannot cancel a checkout that is not theirs.
    expect((await cancel(sponsor.cookie, (await rowsOf(request.id))[1]!.merchantReference)).statusCode).toBe(404);
  });

  it(`holds at most ${SPONSOR_MAX_HELD_REQUESTS} requests of one sponsor at once`, async () => {
    const requests = [];
    for (let index = 0; index <= SPONSOR_MAX_HELD_REQUESTS; index += 1) requests.push((await openRequest(1_000)).request.id);
    const sponsor = await registeredSponsor(t);
    await started(sponsor.cookie, requests.slice(0, SPONSOR_MAX_HELD_REQUESTS));
    const refused = await startCheckout(sponsor.cookie, requests.slice(SPONSOR_MAX_HELD_REQUESTS));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: fillText(sponsorTexts.tooManyHeld, { max: String(SPONSOR_MAX_HELD_REQUESTS) }) } });
  });

  it(`lets one sponsor check one request out again at most ${SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY} times a day`, async () => {
    const { request } = await openRequest();
    const sponsor = await registeredSponsor(t);
    for (let round = 0; round < SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY; round += 1) {
      const payment = await started(sponsor.cookie, [request.id]);
      expect((await cancel(sponsor.cookie, payment.merchantReference)).statusCode).toBe(200);
    }
    const refused = await startCheckout(sponsor.cookie, [request.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { message: fillText(sponsorTexts.tooManyRenewals, { max: String(SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY) }) },
    });
    // Another sponsor is not held back by it.
    await started((await registeredSponsor(t)).cookie, [request.id]);
  });
});

describe("the sponsor's dashboard and CSV", () => {
  it("carry a per-sponsorship learner reference, never the learner's account id", async () => {
    const { learner, request } = await openRequest();
    const sponsor = await registeredSponsor(t);
    await started(sponsor.cookie, [request.id]);
    const dashboard = await call(t.app, 'GET', '/api/sponsor/dashboard', { cookie: sponsor.cookie });
    const csv = await call(t.app, 'GET', '/api/sponsor/sponsorships.csv', { cookie: sponsor.cookie });
    for (const body of [dashboard.body, csv.body]) expect(body).not.toContain(learner.id);
    const [row] = sponsorDashboardSchema.parse(dashboard.json()).sponsorships;
    expect(row?.learnerReference).toMatch(/^KS-[0-9A-F]{10}$/);
    expect(csv.body).toContain(row!.learnerReference);
  });
});
