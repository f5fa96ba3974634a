import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRecoveryChangeData, AdminRecoveryListData, AdminRecoveryUserCheckData } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { createSimulatorLedger } from '../../adapters/payments/simulator/simulator-ledger.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { containing } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeInSimulator, moneyTables, startCheckout } from '../../test/payments.ts';

const ledger = createSimulatorLedger();
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp({ adapters: { payments: { simulatorLedger: ledger } } });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const recovery = (payload: Record<string, unknown>, cookie = admin.cookie) => call(t.app, 'POST', '/api/admin/payment-recovery', { cookie, payload });
async function data<T>(payload: Record<string, unknown>): Promise<T> {
  const response = await recovery(payload);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ success: boolean; data: T; error: null }>();
  expect(body).toMatchObject({ success: true, error: null });
  return body.data;
}
const auditActions = async (action: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), eq(systemErrorLogs.action, action), eq(systemErrorLogs.userId, admin.id)));

/** A paid payment whose learner then deleted their account: an orphan. */
async function orphanedPaidPayment() {
  const leaver = await signedInAs(t);
  const checkout = await startCheckout(t.app, leaver.cookie, 'essential');
  await completeInSimulator(t.app, checkout, 'pay');
  await t.database.db.delete(users).where(eq(users.id, leaver.id));
  return { checkout, email: leaver.email };
}

describe('admin payment recovery', () => {
  it('is for admins only', async () => {
    const student = await signedInAs(t);
    const response = await recovery({ action: 'list_orphaned' }, student.cookie);
    expect(response.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/payment-recovery', { payload: { action: 'list_orphaned' } })).statusCode).toBe(401);
  });

  it('lists orphaned payments, searchable by reference and payer email, and links one to a user with their plan', async () => {
    const { checkout, email } = await orphanedPaidPayment();
    const listed = await data<AdminRecoveryListData>({ action: 'list_orphaned' });
    const orphan = listed.payments.find((payment) => payment.merchantReference === checkout.merchantReference);
    expect(orphan).toMatchObject({ status: 'paid', user: null, planId: 'essential', amountCents: 19_900, payerEmail: email, resolvedAt: null });
    expect((await data<AdminRecoveryListData>({ action: 'list_orphaned', search: checkout.merchantReference.slice(-6) })).payments.map((p) => p.id)).toEqual([
      orphan?.id,
    ]);
    expect((await data<AdminRecoveryListData>({ action: 'list_orphaned', search: email.toUpperCase() })).payments.map((p) => p.id)).toEqual([orphan?.id]);
    expect((await data<AdminRecoveryListData>({ action: 'list_orphaned', status: 'failed', search: checkout.merchantReference })).payments).toEqual([]);
    expect(await auditActions('PAYMENT_RECOVERY_LIST')).not.toHaveLength(0);

    const blank = await recovery({ action: 'link_payment', paymentId: orphan?.id, userId: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { userId: 'Please provide a user ID' } } });
    const missing = await recovery({ action: 'link_payment', paymentId: orphan?.id });
    expect(missing.json()).toMatchObject({ error: { fields: { userId: 'Please provide a user ID' } } });

    const owner = await signedInAs(t);
    const linked = await data<AdminRecoveryChangeData>({
      action: 'link_payment',
      paymentId: orphan?.id,
      userId: owner.email,
      resolutionNotes: 'Same learner, new account',
    });
    expect(linked).toMatchObject({
      message: 'Payment linked successfully',
      payment: { status: 'paid', user: { id: owner.id }, resolvedBy: admin.id, resolutionNotes: 'Same learner, new account' },
    });
    const tables = await moneyTables(t.database.db);
    expect(tables.userPlans.filter((row) => row.userId === owner.id)).toEqual([expect.objectContaining({ planId: 'essential', active: true })]);
    expect(tables.transactions.filter((row) => row.userId === owner.id)).toHaveLength(1);
    expect(await auditActions('PAYMENT_LINKED')).toEqual([
      expect.objectContaining({ details: containing({ target_id: orphan?.id, reason: 'Same learner, new account', user_id: owner.id }) }),
    ]);
    expect((await data<AdminRecoveryListData>({ action: 'list_orphaned', search: checkout.merchantReference })).payments).toEqual([]);

    const someoneElse = await signedInAs(t);
    const conflict = await recovery({ action: 'link_payment', paymentId: orphan?.id, userId: someoneElse.id });
    expect(conflict.statusCode).toBe(409);
    const unknownUser = await recovery({ action: 'link_payment', paymentId: orphan?.id, userId: 'nobody@example.com' });
    expect(unknownUser.statusCode).toBe(404);
  });

  it('lists failed payments by email and status, resolves one with notes, and checks a user', async () => {
    const learner = await signedInAs(t);
    const checkout = await startCheckout(t.app, learner.cookie, 'pro-ai');
    await completeInSimulator(t.app, checkout, 'fail');
    const failed = await data<AdminRecoveryListData>({ action: 'list_failed', search: learner.email, status: 'failed' });
    expect(failed.payments).toEqual([
      expect.objectContaining({ merchantReference: checkout.merchantReference, status: 'failed', user: containing({ email: learner.email }) }),
    ]);
    expect((await data<AdminRecoveryListData>({ action: 'list_failed', search: learner.email, status: 'expired' })).payments).toEqual([]);
    // Failed Payments holds failed and expired payments only: a pending filter could never match.
    const pending = await recovery({ action: 'list_failed', status: 'pending' });
    expect(pending.statusCode).toBe(400);
    const { error } = pending.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields)).toEqual(['status']);
    expect((await data<AdminRecoveryListData>({ action: 'list_orphaned', status: 'pending', search: learner.email })).payments).toEqual([]);

    const paymentId = failed.payments[0]?.id;
    const noNotes = await recovery({ action: 'resolve_payment', paymentId, resolutionNotes: ' ' });
    expect(noNotes.statusCode).toBe(400);
    const resolved = await data<AdminRecoveryChangeData>({ action: 'resolve_payment', paymentId, resolutionNotes: 'Card declined; learner told to retry' });
    expect(resolved).toMatchObject({
      message: 'Payment resolved successfully',
      payment: { status: 'failed', resolvedBy: admin.id, resolutionNotes: 'Card declined; learner told to retry' },
    });
    expect(resolved.payment.resolvedAt).not.toBeNull();
    expect((await data<AdminRecoveryListData>({ action: 'list_failed', search: learner.email })).payments).toEqual([]);
    expect(await auditActions('PAYMENT_RESOLVED')).toEqual([
      expect.objectContaining({ details: containing({ target_id: paymentId, reason: 'Card declined; learner told to retry' }) }),
    ]);

    const check = await data<AdminRecoveryUserCheckData>({ action: 'user_recovery_check', userEmail: learner.email });
    expect(check.user).toMatchObject({ id: learner.id, email: learner.email });
    expect(check.payments.map((payment) => payment.id)).toEqual([paymentId]);
    expect(await auditActions('PAYMENT_RECOVERY_USER_CHECK')).not.toHaveLength(0);
  });

  it('claims a payment for a user only once the provider confirms it', async () => {
    const learner = await signedInAs(t);
    const checkout = await startCheckout(t.app, learner.cookie, 'essential');
    const { payments } = await data<AdminRecoveryUserCheckData>({ action: 'user_recovery_check', userEmail: learner.email });
    const paymentId = payments[0]?.id;
    const before = await moneyTables(t.database.db);
    const unconfirmed = await recovery({ action: 'claim_payment', paymentId, userId: learner.id });
    expect(unconfirmed.statusCode).toBe(409);
    expect(await moneyTables(t.database.db)).toEqual(before);

    ledger.record(checkout.merchantReference, { status: 'COMPLETE', providerPaymentId: '55123', amountGrossCents: 19_900, payerEmail: null });
    const claimed = await data<AdminRecoveryChangeData>({ action: 'claim_payment', paymentId, userId: learner.id });
    expect(claimed.payment).toMatchObject({ status: 'paid', providerPaymentId: '55123', user: { id: learner.id } });
    const subscription = await call(t.app, 'GET', '/api/subscription', { cookie: learner.cookie });
    expect(subscription.json()).toMatchObject({ currentPlan: { id: 'essential' }, transactions: [{ amountCents: 19_900 }] });
    expect(await auditActions('PAYMENT_CLAIMED')).toEqual([expect.objectContaining({ details: containing({ target_id: paymentId, user_id: learner.id }) })]);
  });
});
