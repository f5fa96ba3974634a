import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFeeErrorTexts as e } from '@kusasa/domain/application-fee-texts';
import { feeBalancesSchema, feeStatementSchema } from '@kusasa/domain/schemas/application-fees';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { institutionFeeLedger } from '../../db/schema/application-fees.ts';
import { catalogueInstitution, signedInMember } from '../../test/institution-members.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerOf } from './application-fees.test-support.ts';

// Issue 31: institutions read only their own statement; admins pay out at most the balance, with
// the bank's reference, audited; corrections are new entries; the ledger is never edited.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

/** An institution whose ledger holds collected fees of these amounts (as a paid payment writes them). */
async function institutionWithFees(name: string, amounts: number[]) {
  const institution = await catalogueInstitution(t.database.db, name);
  for (const amountCents of amounts)
    await t.database.db.insert(institutionFeeLedger).values({
      institutionId: institution.id,
      kind: 'fee_collected',
      amountCents,
      applicationId: randomUUID(),
      paymentId: randomUUID(),
      payer: 'learner',
      reference: `KUS-${randomUUID().slice(0, 8)}`,
    });
  return institution;
}

const payout = (institutionId: string, payload: unknown) => call(t.app, 'POST', `/api/admin/fee-payouts/${institutionId}/payouts`, { cookie: admin, payload });
const correction = (institutionId: string, payload: unknown) =>
  call(t.app, 'POST', `/api/admin/fee-payouts/${institutionId}/corrections`, { cookie: admin, payload });
const auditRows = (institutionId: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(sql`${systemErrorLogs.details}->>'target_id' = ${institutionId}`);

describe('admin payouts', () => {
  it('lists balances, pays out with a bank reference (audited) and refuses more than the balance, changing nothing', async () => {
    const institution = await institutionWithFees('Payout University', [10_000, 5_000]);
    const balances = feeBalancesSchema.parse((await call(t.app, 'GET', '/api/admin/fee-payouts', { cookie: admin })).json());
    expect(balances.institutions.find((row) => row.institutionId === institution.id)).toMatchObject({
      collectedCents: 15_000,
      balanceCents: 15_000,
      lastPayoutAt: null,
    });

    const tooMuch = await payout(institution.id, { amountCents: 15_001, bankReference: 'FNB 2026/11/29-001' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: { fields: { amountCents: e.payoutAboveBalance(15_000) } } });
    expect(await ledgerOf(t, institution.id)).toHaveLength(2);
    expect(await auditRows(institution.id)).toEqual([]);

    for (const bankReference of ['', 'ab', '=HYPERLINK("x")', 'x'.repeat(41)])
      expect((await payout(institution.id, { amountCents: 100, bankReference })).statusCode, bankReference).toBe(400);
    expect((await payout(institution.id, { amountCents: 0, bankReference: 'FNB 123456' })).statusCode).toBe(400);

    const paid = await payout(institution.id, { amountCents: 12_000, bankReference: ' FNB 2026/11/29-001 ' });
    expect(paid.statusCode, paid.body).toBe(201);
    const statement = feeStatementSchema.parse(paid.json());
    expect(statement.totals).toEqual({ collectedCents: 15_000, paidOutCents: 12_000, correctionsCents: 0, balanceCents: 3_000 });
    expect(statement.entries[0]).toMatchObject({ kind: 'payout', amountCents: -12_000, reference: 'FNB 2026/11/29-001' });
    expect(await auditRows(institution.id)).toEqual([expect.objectContaining({ category: 'ADMIN_ACTION', action: 'FEE_PAYOUT_RECORDED' })]);
    // What is left is the most the next payout can be.
    expect((await payout(institution.id, { amountCents: 3_001, bankReference: 'FNB 123457' })).statusCode).toBe(400);
  });

  it('adds a correction with its reason as a new entry; a correction without a reason is refused', async () => {
    const institution = await institutionWithFees('Correction College', [8_000]);
    expect((await correction(institution.id, { amountCents: -2_000, reason: 'short' })).statusCode).toBe(400);
    expect((await correction(institution.id, { amountCents: 0, reason: 'A refund to the learner' })).statusCode).toBe(400);
    const corrected = await correction(institution.id, { amountCents: -2_000, reason: 'Fee refunded to the learner (double payment)' });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(feeStatementSchema.parse(corrected.json()).totals).toEqual({
      collectedCents: 8_000,
      paidOutCents: 0,
      correctionsCents: -2_000,
      balanceCents: 6_000,
    });
    expect(await ledgerOf(t, institution.id)).toHaveLength(2);
    expect((await payout(randomUUID(), { amountCents: 100, bankReference: 'FNB 123456' })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const institution = await institutionWithFees('Guarded University', [1_000]);
    const learner = await signedInAs(t, 'student');
    const member = await signedInMember(t, institution.id);
    for (const cookie of [learner.cookie, member.cookie]) {
      expect((await call(t.app, 'GET', '/api/admin/fee-payouts', { cookie })).statusCode).toBe(403);
      const attempt = await call(t.app, 'POST', `/api/admin/fee-payouts/${institution.id}/payouts`, {
        cookie,
        payload: { amountCents: 500, bankReference: 'FNB 123456' },
      });
      expect(attempt.statusCode).toBe(403);
    }
    expect(await ledgerOf(t, institution.id)).toHaveLength(1);
  });
});

describe('the institution statement', () => {
  it('shows a member their own institution only, as JSON and CSV; an unlinked account sees nothing', async () => {
    const ours = await institutionWithFees('Our University', [4_000]);
    const theirs = await institutionWithFees('Their University', [9_000]);
    const member = await signedInMember(t, ours.id, 'reviewer');
    const statement = feeStatementSchema.parse((await call(t.app, 'GET', '/api/institution/fees', { cookie: member.cookie })).json());
    expect(statement).toMatchObject({ institutionId: ours.id, institutionName: 'Our University', totals: { balanceCents: 4_000 } });
    expect(statement.entries).toHaveLength(1);
    const csv = await call(t.app, 'GET', '/api/institution/fees.csv', { cookie: member.cookie });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Fee collected,40');
    // Their R90 fee is not a line of ours (ids and references are random, so '90' alone could appear in them).
    expect(csv.body.split('\n').filter((line) => line.includes('Fee collected'))).toEqual([expect.stringContaining('Fee collected,40')]);
    expect(csv.body).not.toContain(theirs.id);
    expect(JSON.stringify(statement)).not.toContain(theirs.id);

    const unlinked = await signedInAs(t, 'institution');
    expect((await call(t.app, 'GET', '/api/institution/fees', { cookie: unlinked.cookie })).statusCode).toBe(403);
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/institution/fees', { cookie: learner.cookie })).statusCode).toBe(403);
  });
});

describe('the ledger is append-only', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const institution = await institutionWithFees('Trigger University', [3_000]);
    const [entry] = await ledgerOf(t, institution.id);
    const refusal = (error: unknown) => String((error as { cause?: unknown }).cause ?? error);
    const update = t.database.db.update(institutionFeeLedger).set({ amountCents: 1 }).where(eq(institutionFeeLedger.id, entry!.id));
    expect(refusal(await update.catch((error: unknown) => error))).toContain('institution_fee_ledger is append-only');
    const remove = t.database.db.delete(institutionFeeLedger).where(eq(institutionFeeLedger.id, entry!.id));
    expect(refusal(await remove.catch((error: unknown) => error))).toContain('institution_fee_ledger is append-only');
    expect(await ledgerOf(t, institution.id)).toEqual([expect.objectContaining({ id: entry!.id, amountCents: 3_000 })]);
  });
});
