import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '@kusasa/domain/payment-texts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { containing } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeInSimulator, startCheckout } from '../../test/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancellationsOf = (userId: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.action, 'subscription_cancelled'), eq(systemErrorLogs.userId, userId)));

describe('/api/subscription', () => {
  it('shows Starter with all three plans and no billing history to a new learner', async () => {
    const student = await signedInAs(t);
    const response = await call(t.app, 'GET', '/api/subscription', { cookie: student.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currentPlan: { id: 'starter', name: 'Starter', status: 'active', canCancel: false },
      plans: [
        { id: 'starter', priceCents: 0 },
        { id: 'essential', priceCents: 19_900 },
        { id: 'pro-ai', priceCents: 30_000, maxDocuments: null },
      ],
      transactions: [],
    });
  });

  it('refuses to cancel Starter', async () => {
    const student = await signedInAs(t);
    const response = await call(t.app, 'POST', '/api/subscription/cancel', { cookie: student.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', message: paymentTexts.starterCannotCancel } });
    expect(await cancellationsOf(student.id)).toEqual([]);
  });

  it('cancels a paid plan back to Starter and keeps the billing history', async () => {
    const student = await signedInAs(t);
    await completeInSimulator(t.app, await startCheckout(t.app, student.cookie, 'pro-ai'), 'pay');
    const cancelled = await call(t.app, 'POST', '/api/subscription/cancel', { cookie: student.cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Subscription cancelled successfully', currentPlan: { id: 'starter', canCancel: false } });
    const after = await call(t.app, 'GET', '/api/subscription', { cookie: student.cookie });
    expect(after.json()).toMatchObject({ currentPlan: { id: 'starter' }, transactions: [{ amountCents: 30_000, status: 'completed' }] });
  });

  it('records the cancellation in the audit log', async () => {
    const student = await signedInAs(t);
    await completeInSimulator(t.app, await startCheckout(t.app, student.cookie, 'essential'), 'pay');
    expect((await call(t.app, 'POST', '/api/subscription/cancel', { cookie: student.cookie })).statusCode).toBe(200);
    expect(await cancellationsOf(student.id)).toEqual([
      expect.objectContaining({ category: 'SECURITY', component: 'subscription', details: containing({ from: 'essential', to: 'starter' }) }),
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/subscription')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/subscription/cancel')).statusCode).toBe(401);
  });
});
