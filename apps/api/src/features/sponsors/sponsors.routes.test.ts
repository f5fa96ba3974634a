import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatZar } from '@kusasa/domain/rules/money';
import { sponsorshipTexts, sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { sponsorDashboardSchema } from '@kusasa/domain/schemas/sponsors/dashboard';
import { openRequestListSchema, type SponsorCheckoutStatus } from '@kusasa/domain/schemas/sponsors/funding';
import { sponsorshipRequestListSchema } from '@kusasa/domain/schemas/sponsors/requests';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { applicationFeeSponsorships, sponsorAllocations, sponsorApplications } from '../../db/schema/sponsorships.ts';
import { completeInSimulator, itnPairs, postItn, signedItn, SIMULATOR_PASSPHRASE } from '../../test/payments.ts';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { learnerWithApplication, registeredSponsor, requestSponsorship } from './sponsors.test-support.ts';

// Learners ask, sponsors pay: own rows only, what sponsors may see, the checkout through the
// PayFast simulator and its ITN (bad cases and replays change nothing).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function checkout(cookie: string, requestIds: string[]) {
  const response = await call(t.app, 'POST', '/api/sponsor/checkout', { cookie, payload: { requestIds, paymentMethod: 'card' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatePaymentResponse>();
}

/** Every row a sponsorship payment can change. */
async function sponsorshipTables() {
  const db = t.database.db;
  return {
    requests: await db.select().from(sponsorApplications).orderBy(asc(sponsorApplications.id)),
    sponsorships: await db.select().from(applicationFeeSponsorships).orderBy(asc(applicationFeeSponsorships.id)),
    allocations: await db.select().from(sponsorAllocations).orderBy(asc(sponsorAllocations.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
  };
}

describe('a learner asking for sponsorship', () => {
  it('asks for an own application, with the chosen details copied and the consent recorded', async () => {
    const learner = await learnerWithApplication(t);
    const request = await requestSponsorship(t, learner.cookie, {
      applicationId: learner.applicationId,
      requestedAmountCents: 15_000,
      visibleFields: ['firstName'],
      consent: true,
    });
    expect(request).toMatchObject({
      applicationId: learner.applicationId,
      requestedAmountCents: 15_000,
      purpose: 'application_fee',
      status: 'pending',
      visibleFields: ['firstName'],
    });
    expect(request.shared).toEqual({ firstName: 'Naledi', province: null, programme: null, institution: null, apsBand: null });
    const [row] = await t.database.db.select().from(sponsorApplications).where(eq(sponsorApplications.id, request.id));
    expect(row?.consentText).toContain(sponsorshipTexts.neverShown);
    expect(row?.consentedAt).toBeInstanceOf(Date);
    // The learner's own download ("Your data") has the request and the consent.
    const download = await call(t.app, 'GET', '/api/account/export', { cookie: learner.cookie });
    expect(download.json<{ sponsorshipRequests: unknown[] }>().sponsorshipRequests).toMatchObject([
      { id: request.id, visibleFields: ['firstName'], consentText: row?.consentText },
    ]);
  });

  it("refuses another learner's application, a bad amount, a missing consent and a wrong plan fee, storing nothing", async () => {
    const learner = await learnerWithApplication(t);
    const other = await learnerWithApplication(t);
    const before = await t.database.db.select().from(sponsorApplications);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ applicationId: other.applicationId, requestedAmountCents: 10_000, consent: true }, 404, sponsorshipTexts.applicationNotYours],
      [{ applicationId: learner.applicationId, requestedAmountCents: 0, consent: true }, 400, sponsorshipTexts.amountTooSmall],
      [{ applicationId: learner.applicationId, requestedAmountCents: 5_000_000, consent: true }, 400, sponsorshipTexts.amountTooLarge],
      [{ applicationId: learner.applicationId, requestedAmountCents: 'lots', consent: true }, 400, sponsorshipTexts.amountNotNumber],
      [{ applicationId: learner.applicationId, requestedAmountCents: 10_000 }, 400, sponsorshipTexts.consentRequired],
      [
        { applicationId: learner.applicationId, requestedAmountCents: 10_000, purpose: 'plan_fee', planId: 'pro-ai', consent: true },
        400,
        `The Pro + AI fee is ${formatZar(30_000)}`,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(t.app, 'POST', '/api/sponsorships/requests', { cookie: learner.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await t.database.db.select().from(sponsorApplications)).toEqual(before);
  });

  it('sees and withdraws only their own requests; one open request per application and purpose', async () => {
    const learner = await learnerWithApplication(t);
    const other = await learnerWithApplication(t);
    const own = await requestSponsorship(t, learner.cookie, { applicationId: learner.applicationId, requestedAmountCents: 10_000, consent: true });
    const again = await call(t.app, 'POST', '/api/sponsorships/requests', {
      cookie: learner.cookie,
      payload: { applicationId: learner.applicationId, requestedAmountCents: 12_000, consent: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: sponsorshipTexts.alreadyRequested } });
    const theirs = sponsorshipRequestListSchema.parse((await call(t.app, 'GET', '/api/sponsorships/requests', { cookie: other.cookie })).json());
    expect(theirs.requests).toEqual([]);
    expect((await call(t.app, 'POST', `/api/sponsorships/requests/${own.id}/withdraw`, { cookie: other.cookie })).statusCode).toBe(404);
    const withdrawn = await call(t.app, 'POST', `/api/sponsorships/requests/${own.id}/withdraw`, { cookie: learner.cookie });
    expect(withdrawn.json()).toMatchObject({ request: { status: 'withdrawn' } });
    expect((await call(t.app, 'POST', `/api/sponsorships/requests/${own.id}/withdraw`, { cookie: learner.cookie })).statusCode).toBe(409);
  });
});

describe('a sponsor funding learners', () => {
  it("lists open requests with only what each learner shared: never the learner's id, ID number, email or phone", async () => {
    const learner = await learnerWithApplication(t, 'Sipho Khumalo');
    const checkedAt = new Date('2026-11-01T10:00:00Z');
    await t.database.db.update(users).set({ idCheckMethod: 'bureau', idCheckBureau: 'Youverify', idCheckedAt: checkedAt }).where(eq(users.id, learner.id));
    const request = await requestSponsorship(t, learner.cookie, {
      applicationId: learner.applicationId,
      requestedAmountCents: 20_000,
      visibleFields: [],
      consent: true,
    });
    const sponsor = await registeredSponsor(t);
    const response = await call(t.app, 'GET', '/api/sponsor/requests', { cookie: sponsor.cookie });
    const listed = openRequestListSchema.parse(response.json()).requests.find((row) => row.id === request.id);
    expect(listed).toEqual({
      id: request.id,
      requestedAmountCents: 20_000,
      purpose: 'application_fee',
      planId: null,
      shared: { firstName: null, province: null, programme: null, institution: null, apsBand: null },
      // Which kind of identity check the learner passed (issue 32), never who they are.
      identityCheck: { method: 'bureau', bureau: 'Youverify', checkedAt: checkedAt.toISOString() },
      createdAt: request.createdAt,
    });
    for (const secret of [learner.id, learner.email, 'Sipho', '0821234567', learner.idNumber, learner.applicationId])
      expect(response.body).not.toContain(secret);
    const filtered = openRequestListSchema.parse((await call(t.app, 'GET', '/api/sponsor/requests?minAmountCents=20001', { cookie: sponsor.cookie })).json());
    expect(filtered.requests.map((row) => row.id)).not.toContain(request.id);
    // Learners cannot use the sponsor's side.
    expect((await call(t.app, 'GET', '/api/sponsor/requests', { cookie: learner.cookie })).statusCode).toBe(403);
  });

  it('funds two requests in one PayFast payment: paid, funded, learners told; a replay changes nothing', async () => {
    const first = await learnerWithApplication(t);
    const second = await learnerWithApplication(t);
    const a = await requestSponsorship(t, first.cookie, { applicationId: first.applicationId, requestedAmountCents: 10_000, consent: true });
    const b = await requestSponsorship(t, second.cookie, { applicationId: second.applicationId, requestedAmountCents: 5_050, consent: true });
    const sponsor = await registeredSponsor(t);
    const started = await checkout(sponsor.cookie, [a.id, b.id]);
    expect(started.fields.find((field) => field.name === 'amount')?.value).toBe('150.50');

    // Another sponsor cannot start paying for a held request.
    const rival = await registeredSponsor(t);
    const refused = await call(t.app, 'POST', '/api/sponsor/checkout', { cookie: rival.cookie, payload: { requestIds: [a.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: sponsorTexts.requestUnavailable } });

    const done = await completeInSimulator(t.app, started, 'pay');
    expect(done.headers.location).toBe(`http://localhost:3000/sponsors/dashboard?m_payment_id=${started.merchantReference}`);
    const status = (await call(t.app, 'GET', `/api/sponsor/checkout/${started.merchantReference}`, { cookie: sponsor.cookie })).json<SponsorCheckoutStatus>();
    expect(status).toMatchObject({ status: 'paid', outcome: 'success', amountCents: 15_050, requestCount: 2 });
    const mine = sponsorshipRequestListSchema.parse((await call(t.app, 'GET', '/api/sponsorships/requests', { cookie: first.cookie })).json());
    expect(mine.requests[0]).toMatchObject({ id: a.id, status: 'funded' });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, first.id));
    expect(told.map((row) => row.message)).toEqual([`A sponsor paid ${formatZar(10_000)} for your application fee.`]);

    const dashboard = sponsorDashboardSchema.parse((await call(t.app, 'GET', '/api/sponsor/dashboard', { cookie: sponsor.cookie })).json());
    expect(dashboard.totals).toEqual({ totalSponsoredCents: 15_050, learnersFunded: 2, paidCount: 2, pendingCount: 0 });
    expect(dashboard.sponsorships.map((row) => row.status)).toEqual(['paid', 'paid']);
    // The other sponsor sees none of it, and cannot read the payment.
    expect(sponsorDashboardSchema.parse((await call(t.app, 'GET', '/api/sponsor/dashboard', { cookie: rival.cookie })).json()).sponsorships).toEqual([]);
    expect((await call(t.app, 'GET', `/api/sponsor/checkout/${started.merchantReference}`, { cookie: rival.cookie })).statusCode).toBe(404);

    const after = await sponsorshipTables();
    const replay = await postItn(
      t.app,
      signedItn(
        itnPairs(started.merchantReference, { amount_gross: '150.50', item_name: 'Kusasa sponsorship (2)', pf_payment_id: '77' }),
        SIMULATOR_PASSPHRASE,
      ),
    );
    expect(replay.statusCode).toBe(200);
    await postItn(t.app, signedItn(itnPairs(started.merchantReference, { amount_gross: '150.50', payment_status: 'FAILED' }), SIMULATOR_PASSPHRASE));
    const again = await sponsorshipTables();
    expect(again.requests).toEqual(after.requests);
    expect(again.sponsorships).toEqual(after.sponsorships);
    expect(again.notifications).toEqual(after.notifications);
    expect(again.payments.find((row) => row.merchantReference === started.merchantReference)?.status).toBe('paid');
  });

  it('refuses a forged, short-paid or unknown ITN and changes nothing', async () => {
    const learner = await learnerWithApplication(t);
    const request = await requestSponsorship(t, learner.cookie, { applicationId: learner.applicationId, requestedAmountCents: 10_000, consent: true });
    const sponsor = await registeredSponsor(t);
    const started = await checkout(sponsor.cookie, [request.id]);
    const before = await sponsorshipTables();
    const bodies = [
      signedItn(itnPairs(started.merchantReference, { amount_gross: '100.00' }), 'wrong-passphrase'),
      signedItn(itnPairs('KUS-20260301-0000000000', { amount_gross: '100.00' }), SIMULATOR_PASSPHRASE),
      `${signedItn(itnPairs(started.merchantReference, { amount_gross: '100.00' }), SIMULATOR_PASSPHRASE)}x`,
    ];
    for (const body of bodies) expect((await postItn(t.app, body)).statusCode).toBe(400);
    // A COMPLETE for another amount is acknowledged but buys nothing.
    await postItn(t.app, signedItn(itnPairs(started.merchantReference, { amount_gross: '1.00' }), SIMULATOR_PASSPHRASE));
    const after = await sponsorshipTables();
    expect(after.requests).toEqual(before.requests);
    expect(after.sponsorships).toEqual(before.sponsorships);
    expect(after.allocations).toEqual(before.allocations);
    expect(after.notifications).toEqual(before.notifications);
    expect(after.payments.find((row) => row.merchantReference === started.merchantReference)?.status).toBe('pending');
  });

  it('frees the requests of a cancelled payment', async () => {
    const learner = await learnerWithApplication(t);
    const request = await requestSponsorship(t, learner.cookie, { applicationId: learner.applicationId, requestedAmountCents: 10_000, consent: true });
    const sponsor = await registeredSponsor(t);
    const started = await checkout(sponsor.cookie, [request.id]);
    await completeInSimulator(t.app, started, 'cancel');
    const status = (await call(t.app, 'GET', `/api/sponsor/checkout/${started.merchantReference}`, { cookie: sponsor.cookie })).json<SponsorCheckoutStatus>();
    expect(status.status).toBe('cancelled');
    const rival = await registeredSponsor(t);
    await checkout(rival.cookie, [request.id]);
  });

  it('funding a plan fee gives the learner that plan at once through an allocation', async () => {
    const learner = await learnerWithApplication(t);
    const request = await requestSponsorship(t, learner.cookie, {
      applicationId: learner.applicationId,
      requestedAmountCents: 30_000,
      purpose: 'plan_fee',
      planId: 'pro-ai',
      consent: true,
    });
    const sponsor = await registeredSponsor(t);
    const started = await checkout(sponsor.cookie, [request.id]);
    await completeInSimulator(t.app, started, 'pay');
    expect((await call(t.app, 'GET', '/api/plans/current', { cookie: learner.cookie })).json()).toMatchObject({ planId: 'pro-ai' });
    const allocations = await t.database.db.select().from(sponsorAllocations).where(eq(sponsorAllocations.studentId, learner.id));
    expect(allocations).toMatchObject([{ sponsorId: sponsor.id, plan: 'pro-ai', status: 'active' }]);
    // The same sponsor's CSV has the row.
    const csv = await call(t.app, 'GET', '/api/sponsor/sponsorships.csv', { cookie: sponsor.cookie });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="my-sponsorships.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'Application ID,Student ID,Sponsored Amount,Status,Paid At,Purpose,Payment Reference',
      expect.stringMatching(new RegExp(`^${request.id},KS-[0-9A-F]{10},300.00,paid,\\d{4}-\\d{2}-\\d{2},plan_fee,${started.merchantReference}$`)),
    ]);
  });

  it('answers 404 for a made-up payment reference or request', async () => {
    const sponsor = await registeredSponsor(t);
    expect((await call(t.app, 'GET', '/api/sponsor/checkout/KUS-20260301-0000000000', { cookie: sponsor.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/sponsor/checkout', { cookie: sponsor.cookie, payload: { requestIds: [UNKNOWN_ID] } })).statusCode).toBe(409);
  });
});
