import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFeeErrorTexts as e } from '@kusasa/domain/application-fee-texts';
import { applicationFeesSchema, feeStatementSchema } from '@kusasa/domain/schemas/application-fees';
import { receiptListSchema } from '@kusasa/domain/schemas/receipts';
import { institutionFeeLedger } from '../../db/schema/application-fees.ts';
import { payments } from '../../db/schema/payments.ts';
import { applicationFeeSponsorships, sponsorApplications } from '../../db/schema/sponsorships.ts';
import { signedInMember } from '../../test/institution-members.ts';
import { itnPairs, postItn, signedItn, SIMULATOR_PASSPHRASE } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { institutionWithFee, learnerPays, ledgerOf, sentApplication, sponsorPays } from './application-fees.test-support.ts';

// Issue 31: a learner's or a sponsor's payment of an application fee is written to the
// institution's ledger in the payment's transaction, once, and the ledger adds up to the payments.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feesOf = async (cookie: string) => applicationFeesSchema.parse((await call(t.app, 'GET', '/api/application-fees', { cookie })).json()).fees;

describe('a learner pays an application fee', () => {
  it('shows it payable, pays in the simulator, writes one ledger entry and shows "paid to" with a receipt', async () => {
    const institution = await institutionWithFee(t, 'Karoo University', 15_000);
    const learner = await signedInAs(t, 'student');
    const applicationId = await sentApplication(t, learner.id, institution.id);
    await sentApplication(t, learner.id, institution.id, 'draft');
    expect(await feesOf(learner.cookie)).toEqual([
      expect.objectContaining({ applicationId, institutionName: 'Karoo University', status: 'payable', amountCents: 15_000, paidAt: null }),
    ]);

    const checkout = await learnerPays(t, learner.cookie, applicationId);
    expect(checkout.fields).toEqual(expect.arrayContaining([{ name: 'amount', value: '150.00' }]));
    const [fee] = await feesOf(learner.cookie);
    expect(fee).toMatchObject({ status: 'paid', paidBy: 'learner', amountCents: 15_000, institutionName: 'Karoo University' });
    expect(fee?.paidAt).not.toBeNull();
    const status = await call(t.app, 'GET', `/api/application-fees/checkout/${checkout.merchantReference}`, { cookie: learner.cookie });
    expect(status.json()).toMatchObject({ paymentStatus: 'paid', fee: { applicationId, status: 'paid' } });

    // PayFast repeats itself: still one entry.
    const repeat = await postItn(t.app, signedItn(itnPairs(checkout.merchantReference, { amount_gross: '150.00' }), SIMULATOR_PASSPHRASE));
    expect(repeat.statusCode, repeat.body).toBe(200);
    const entries = await ledgerOf(t, institution.id);
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'fee_collected', amountCents: 15_000, applicationId, payer: 'learner', reference: checkout.merchantReference }),
    ]);

    const receipts = receiptListSchema.parse((await call(t.app, 'GET', '/api/receipts', { cookie: learner.cookie })).json());
    expect(JSON.stringify(receipts)).toContain('Application fee for Karoo University');
    // Paid is paid: no second checkout.
    const again = await call(t.app, 'POST', `/api/application-fees/${applicationId}/checkout`, { cookie: learner.cookie, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: e.alreadyPaid } });
  });

  it('writes nothing for a failed payment, refuses drafts, another learner and institutions without a fee', async () => {
    const institution = await institutionWithFee(t, 'Fail College');
    const learner = await signedInAs(t, 'student');
    const applicationId = await sentApplication(t, learner.id, institution.id);
    const started = await call(t.app, 'POST', `/api/application-fees/${applicationId}/checkout`, { cookie: learner.cookie, payload: {} });
    const fail = await postItn(
      t.app,
      signedItn(
        itnPairs(started.json<{ merchantReference: string }>().merchantReference, { payment_status: 'FAILED', amount_gross: '100.00' }),
        SIMULATOR_PASSPHRASE,
      ),
    );
    expect(fail.statusCode).toBe(200);
    expect(await ledgerOf(t, institution.id)).toEqual([]);

    const draftId = await sentApplication(t, learner.id, institution.id, 'draft');
    expect((await call(t.app, 'POST', `/api/application-fees/${draftId}/checkout`, { cookie: learner.cookie, payload: {} })).statusCode).toBe(409);
    const other = await signedInAs(t, 'student');
    expect((await call(t.app, 'POST', `/api/application-fees/${applicationId}/checkout`, { cookie: other.cookie, payload: {} })).statusCode).toBe(404);
    const noFee = await institutionWithFee(t, 'Free College', 0);
    const freeId = await sentApplication(t, learner.id, noFee.id);
    expect((await feesOf(learner.cookie)).find((fee) => fee.applicationId === freeId)).toMatchObject({ status: 'none', amountCents: null });
    const refused = await call(t.app, 'POST', `/api/application-fees/${freeId}/checkout`, { cookie: learner.cookie, payload: {} });
    expect(refused.json()).toMatchObject({ error: { message: e.notPayable } });
  });
});

describe('a sponsor pays application fees', () => {
  it('writes each sponsored fee to its own institution, and the ledger totals equal the payments', async () => {
    const north = await institutionWithFee(t, 'North University', 20_000);
    const south = await institutionWithFee(t, 'South College', 5_000);
    const one = await signedInAs(t, 'student');
    const two = await signedInAs(t, 'student');
    const oneNorth = await sentApplication(t, one.id, north.id);
    const twoSouth = await sentApplication(t, two.id, south.id);
    const twoNorth = await sentApplication(t, two.id, north.id);
    await sponsorPays(t, [
      { cookie: one.cookie, applicationId: oneNorth, amountCents: 20_000 },
      { cookie: two.cookie, applicationId: twoSouth, amountCents: 5_000 },
    ]);
    await learnerPays(t, two.cookie, twoNorth);

    expect((await feesOf(one.cookie))[0]).toMatchObject({ status: 'paid', paidBy: 'sponsor', amountCents: 20_000 });
    expect(await ledgerOf(t, south.id)).toEqual([expect.objectContaining({ amountCents: 5_000, applicationId: twoSouth, payer: 'sponsor' })]);

    // The ledger's fees, all institutions, equal the paid application-fee payments plus the paid sponsored fees.
    const ledger = await t.database.db.select().from(institutionFeeLedger).where(eq(institutionFeeLedger.kind, 'fee_collected'));
    const ownPayments = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, 'application_fee'), eq(payments.status, 'paid')));
    const sponsored = await t.database.db
      .select({ cents: applicationFeeSponsorships.sponsoredAmountCents })
      .from(applicationFeeSponsorships)
      .innerJoin(sponsorApplications, eq(sponsorApplications.id, applicationFeeSponsorships.sponsorApplicationId))
      .where(and(eq(applicationFeeSponsorships.paymentStatus, 'paid'), eq(sponsorApplications.purpose, 'application_fee')));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const paidTotal = sum(ownPayments.map((row) => row.amountGrossCents ?? row.amountCents)) + sum(sponsored.map((row) => row.cents));
    expect(sum(ledger.map((row) => row.amountCents))).toBe(paidTotal);
    expect(ledger.length).toBe(ownPayments.length + sponsored.length);

    // And the institution's statement says the same.
    const member = await signedInMember(t, north.id, 'reviewer');
    const statement = feeStatementSchema.parse((await call(t.app, 'GET', '/api/institution/fees', { cookie: member.cookie })).json());
    const northPaid = ledger.filter((row) => row.institutionId === north.id);
    expect(statement.totals).toEqual({ collectedCents: 40_000, paidOutCents: 0, correctionsCents: 0, balanceCents: 40_000 });
    expect(statement.entries.map((entry) => entry.id).sort()).toEqual(northPaid.map((row) => row.id).sort());
    expect(
      (
        await t.database.db
          .select()
          .from(institutionFeeLedger)
          .where(inArray(institutionFeeLedger.applicationId, [twoNorth]))
      ).length,
    ).toBe(1);
  });
});
