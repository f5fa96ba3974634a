import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPortalTexts, partnerTexts } from '@kusasa/domain/partner-texts';
import { partnerPaymentListSchema } from '@kusasa/domain/schemas/partners/payments';
import { partnerDashboardSchema, type PartnerDashboard, type PartnerRegistration } from '@kusasa/domain/schemas/partners/portal';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments/create-payment';
import { notifications } from '../../db/schema/notifications.ts';
import { partnerNotes, partnerPayments, partners, partnerTierConfig } from '../../db/schema/partners.ts';
import { payments } from '../../db/schema/payments.ts';
import type { App } from '../../http/types.ts';
import { completeInSimulator, postItn, SIMULATOR_MERCHANT_ID, SIMULATOR_PASSPHRASE, signedItn } from '../../test/payfast.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPartner } from './partners.test-support.ts';

// The partner portal: the dashboard gate, registration (and claiming an admin-made record),
// owner isolation, and the subscription checkout through the PayFast simulator and its ITN.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const registration = (values: Partial<PartnerRegistration> = {}): PartnerRegistration => ({
  name: 'Ikhwezi College',
  type: 'tvet',
  tier: 'basic',
  contactPerson: 'Thandeka Mokoena',
  ...values,
});
const dashboardOf = async (cookie: string, partnerId?: string) =>
  partnerDashboardSchema.parse((await call(t.app, 'GET', `/api/partner/dashboard${partnerId ? `/${partnerId}` : ''}`, { cookie })).json());

async function registerAs(cookie: string, payload: PartnerRegistration) {
  const response = await call(t.app, 'POST', '/api/partner/register', { cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  const dashboard = partnerDashboardSchema.parse(response.json());
  if (dashboard.gate === 'no-partner') throw new Error('registration left no partner');
  return dashboard.partner;
}

async function registered(userType: 'institution' | 'sponsor' | 'nsfas' = 'institution', values: Partial<PartnerRegistration> = {}) {
  const user = await signedInAs(t, userType);
  return { user, partner: await registerAs(user.cookie, registration(values)) };
}

async function checkout(app: App, cookie: string, paymentMethod: 'eft' | 'card' = 'eft') {
  const response = await call(app, 'POST', '/api/partner/checkout', { cookie, payload: { paymentMethod } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatePaymentResponse>();
}

/** Every row a partner payment can change. */
async function partnerMoney(partnerId: string) {
  const db = t.database.db;
  return {
    partner: (await db.select().from(partners).where(eq(partners.id, partnerId)))[0],
    partnerPayments: await db.select().from(partnerPayments).where(eq(partnerPayments.partnerId, partnerId)).orderBy(asc(partnerPayments.id)),
    payments: await db.select().from(payments).where(eq(payments.subjectId, partnerId)).orderBy(asc(payments.id)),
  };
}

const itn = (reference: string, overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    m_payment_id: reference,
    pf_payment_id: '2045871',
    payment_status: 'COMPLETE',
    item_name: 'Kusasa Basic partnership (1 month)',
    item_description: '',
    amount_gross: '2500.00',
    amount_fee: '-89.50',
    amount_net: '2410.50',
    name_first: 'Test',
    email_address: 'finance@ikhwezi.ac.za',
    merchant_id: SIMULATOR_MERCHANT_ID,
    ...overrides,
  });

describe('who may use the portal', () => {
  it('is organisations (institution, sponsor, NSFAS) for registering and paying; admins may read dashboards', async () => {
    for (const userType of ['student', 'consultant'] as const) {
      const other = await signedInAs(t, userType);
      expect((await call(t.app, 'GET', '/api/partner/dashboard', { cookie: other.cookie })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', '/api/partner/register', { cookie: other.cookie, payload: registration() })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/partner/register', { cookie: admin.cookie, payload: registration() })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/partner/dashboard')).statusCode).toBe(401);
    expect(await dashboardOf(admin.cookie)).toEqual({ gate: 'no-partner' });
  });
});

describe('the dashboard gate and registration', () => {
  it('shows no partner, then the payment prompt after registering (pending, created and owned by the user)', async () => {
    const user = await signedInAs(t, 'sponsor');
    expect(await dashboardOf(user.cookie)).toEqual({ gate: 'no-partner' });
    const response = await call(t.app, 'POST', '/api/partner/register', { cookie: user.cookie, payload: registration({ type: 'funder', tier: 'standard' }) });
    expect(response.statusCode).toBe(201);
    const dashboard = partnerDashboardSchema.parse(response.json());
    expect(dashboard).toMatchObject({
      gate: 'payment-required',
      partner: { status: 'pending', tier: 'standard', type: 'funder', contactEmail: user.email },
      tier: { tier: 'standard', monthlyFeeCents: 500_000 },
      payments: [],
    });
    if (dashboard.gate === 'no-partner') throw new Error('unreachable');
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, dashboard.partner.id));
    expect(row).toMatchObject({ createdBy: user.id, ownerId: user.id, status: 'pending' });
    expect(await t.database.db.select().from(partnerNotes).where(eq(partnerNotes.partnerId, dashboard.partner.id))).toEqual([
      expect.objectContaining({ createdBy: user.id }),
    ]);
    expect(await dashboardOf(user.cookie)).toEqual(dashboard);

    const again = await call(t.app, 'POST', '/api/partner/register', { cookie: user.cookie, payload: registration() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: partnerPortalTexts.alreadyRegistered } });
    const invalid = await call(t.app, 'POST', '/api/partner/register', {
      cookie: (await signedInAs(t, 'institution')).cookie,
      payload: { name: 'X', type: 'college', tier: 'gold' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("claims the partner an admin made for the account's confirmed email instead of making a second one", async () => {
    const user = await signedInAs(t, 'institution');
    const converted = await addPartner(t.app, admin.cookie, { name: 'Ikhwezi (from inquiry)', type: 'tvet', contactEmail: user.email.toUpperCase() });
    const partner = await registerAs(user.cookie, registration({ name: 'Ikhwezi TVET College', tier: 'premium' }));
    expect(partner).toMatchObject({ id: converted.id, name: 'Ikhwezi TVET College', tier: 'premium', status: 'pending' });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, converted.id));
    expect(row).toMatchObject({ ownerId: user.id, createdBy: admin.id });

    // A sponsor's email is not proven by a mailed link: it never claims a record.
    const sponsor = await signedInAs(t, 'sponsor');
    const other = await addPartner(t.app, admin.cookie, { contactEmail: sponsor.email });
    const own = await registerAs(sponsor.cookie, registration());
    expect(own.id).not.toBe(other.id);
  });
});

describe('owner isolation', () => {
  it('an owner never sees another partner; an admin reads any dashboard', async () => {
    const a = await registered('institution');
    const b = await registered('nsfas');
    expect((await dashboardOf(a.user.cookie, a.partner.id)).gate).toBe('payment-required');
    const peek = await call(t.app, 'GET', `/api/partner/dashboard/${a.partner.id}`, { cookie: b.user.cookie });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ error: { code: 'NOT_FOUND', message: partnerTexts.notFound } });
    expect((await call(t.app, 'GET', `/api/partner/dashboard/${UNKNOWN_ID}`, { cookie: b.user.cookie })).statusCode).toBe(404);
    expect(await dashboardOf(admin.cookie, a.partner.id)).toEqual(await dashboardOf(a.user.cookie));
    // What the organisation sees has no internal bookkeeping.
    expect(Object.keys((await call(t.app, 'GET', '/api/partner/dashboard', { cookie: a.user.cookie })).json<{ partner: object }>().partner)).not.toContain(
      'ownerId',
    );

    // B cannot read or check A's checkout payment either.
    const { merchantReference } = await checkout(t.app, a.user.cookie);
    expect((await call(t.app, 'GET', `/api/partner/checkout/${merchantReference}`, { cookie: b.user.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/partner/checkout/${merchantReference}/check`, { cookie: b.user.cookie })).statusCode).toBe(404);
    // Nor is it a plan payment for anyone.
    expect((await call(t.app, 'GET', `/api/payments/${merchantReference}`, { cookie: a.user.cookie })).statusCode).toBe(404);
  });
});

describe('partner checkout', () => {
  it('prices the tier on the server and sends the browser to the simulator with EFT or card', async () => {
    const { user, partner } = await registered('institution', { tier: 'standard' });
    const eft = await checkout(t.app, user.cookie, 'eft');
    const fields = new Map(eft.fields.map((field) => [field.name, field.value]));
    expect(eft.paymentUrl).toBe('http://localhost:3000/payfast-simulator/process');
    expect(fields.get('amount')).toBe('5000.00');
    expect(fields.get('payment_method')).toBe('ef');
    expect(fields.get('item_name')).toBe('Kusasa Standard partnership (1 month)');
    expect(fields.get('return_url')).toBe(`http://localhost:3000/partner/checkout?m_payment_id=${eft.merchantReference}`);
    expect(fields.get('cancel_url')).toBe(`http://localhost:3000/partner/checkout?m_payment_id=${eft.merchantReference}&cancelled=1`);
    const card = new Map((await checkout(t.app, user.cookie, 'card')).fields.map((field) => [field.name, field.value]));
    expect(card.get('payment_method')).toBe('cc');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.merchantReference, eft.merchantReference));
    expect(row).toMatchObject({
      kind: 'partner_subscription',
      subjectId: partner.id,
      planId: null,
      tier: 'standard',
      amountCents: 500_000,
      userId: user.id,
      status: 'pending',
    });
    expect((await call(t.app, 'POST', '/api/partner/checkout', { cookie: user.cookie, payload: { paymentMethod: 'airtime' } })).statusCode).toBe(400);
  });

  it('refuses without a partner, for an active one, and for a disabled tier', async () => {
    const nobody = await signedInAs(t, 'institution');
    expect((await call(t.app, 'POST', '/api/partner/checkout', { cookie: nobody.cookie, payload: {} })).statusCode).toBe(404);

    const { user, partner } = await registered('institution', { tier: 'premium' });
    await t.database.db.update(partnerTierConfig).set({ active: false }).where(eq(partnerTierConfig.tier, 'premium'));
    try {
      const disabled = await call(t.app, 'POST', '/api/partner/checkout', { cookie: user.cookie, payload: {} });
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json()).toMatchObject({ error: { message: partnerPortalTexts.tierUnavailable } });
      expect(await dashboardOf(user.cookie)).toMatchObject({ gate: 'payment-required', tier: null });
    } finally {
      await t.database.db.update(partnerTierConfig).set({ active: true }).where(eq(partnerTierConfig.tier, 'premium'));
    }
    await call(t.app, 'PATCH', `/api/admin/partners/${partner.id}`, { cookie: admin.cookie, payload: { status: 'active' } });
    const active = await call(t.app, 'POST', '/api/partner/checkout', { cookie: user.cookie, payload: {} });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({ error: { message: partnerPortalTexts.alreadyActive } });
  });

  it('pays in the simulator: the ITN records the payment with an invoice number and activates the partner, once', async () => {
    const { user, partner } = await registered('institution');
    const started = await checkout(t.app, user.cookie, 'eft');
    const pending = await call(t.app, 'GET', `/api/partner/checkout/${started.merchantReference}`, { cookie: user.cookie });
    expect(pending.json()).toMatchObject({ status: 'pending', outcome: 'processing', amountCents: 250_000, partnerStatus: 'pending' });

    const done = await completeInSimulator(t.app, started, 'pay');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`http://localhost:3000/partner/checkout?m_payment_id=${started.merchantReference}`);
    const after = await partnerMoney(partner.id);
    expect(after.partner?.status).toBe('active');
    expect(after.partnerPayments).toEqual([
      expect.objectContaining({
        amountCents: 250_000,
        status: 'paid',
        paymentMethod: 'eft',
        referenceNumber: started.merchantReference,
        invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/) as unknown,
      }),
    ]);
    expect((await call(t.app, 'GET', `/api/partner/checkout/${started.merchantReference}`, { cookie: user.cookie })).json()).toMatchObject({
      status: 'paid',
      outcome: 'success',
      partnerStatus: 'active',
    });
    const dashboard: PartnerDashboard = await dashboardOf(user.cookie);
    expect(dashboard).toMatchObject({ gate: 'active', applicationsOverview: { available: false }, payments: [{ status: 'paid', source: 'checkout' }] });
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell.map((n) => n.title)).toEqual([partnerPortalTexts.activatedTitle]);
    // The admin sees it on the partner's Payments tab.
    const adminView = partnerPaymentListSchema.parse((await call(t.app, 'GET', `/api/admin/partners/${partner.id}/payments`, { cookie: admin.cookie })).json());
    expect(adminView.payments).toEqual([expect.objectContaining({ referenceNumber: started.merchantReference, status: 'paid', source: 'checkout' })]);

    // Replays of the COMPLETE, a check again and a late FAILED change nothing.
    const replay = await postItn(t.app, signedItn(itn(started.merchantReference, { pf_payment_id: '99' }), SIMULATOR_PASSPHRASE));
    expect(replay.statusCode).toBe(200);
    await call(t.app, 'POST', `/api/partner/checkout/${started.merchantReference}/check`, { cookie: user.cookie });
    expect((await postItn(t.app, signedItn(itn(started.merchantReference, { payment_status: 'FAILED' }), SIMULATOR_PASSPHRASE))).statusCode).toBe(200);
    expect(await partnerMoney(partner.id)).toEqual(after);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });

  it.each([
    ['a wrong signature', (ref: string) => signedItn(itn(ref), 'not-the-passphrase')],
    ['a field changed after signing', (ref: string) => signedItn(itn(ref), SIMULATOR_PASSPHRASE).replace('amount_gross=2500.00', 'amount_gross=25.00')],
    ['another merchant', (ref: string) => signedItn(itn(ref, { merchant_id: '10000999' }), SIMULATOR_PASSPHRASE)],
    ['an amount off by more than R0.01', (ref: string) => signedItn(itn(ref, { amount_gross: '2499.98' }), SIMULATOR_PASSPHRASE)],
    ['the price of a cheaper plan', (ref: string) => signedItn(itn(ref, { amount_gross: '199.00' }), SIMULATOR_PASSPHRASE)],
    ['an unknown status', (ref: string) => signedItn(itn(ref, { payment_status: 'PAID' }), SIMULATOR_PASSPHRASE)],
    ['no provider payment id', (ref: string) => signedItn(itn(ref, { pf_payment_id: '' }), SIMULATOR_PASSPHRASE)],
    ['another reference', () => signedItn(itn('KUS-20260101-NOSUCHREF0'), SIMULATOR_PASSPHRASE)],
  ])('an ITN with %s is refused and changes nothing', async (_case, body) => {
    const { user, partner } = await registered('institution');
    const { merchantReference } = await checkout(t.app, user.cookie);
    const before = await partnerMoney(partner.id);
    const response = await postItn(t.app, body(merchantReference));
    expect(response.statusCode).toBe(400);
    expect(await partnerMoney(partner.id)).toEqual(before);
    expect(before.partner?.status).toBe('pending');
  });

  it('a FAILED or CANCELLED payment leaves the partner waiting for payment', async () => {
    const { user, partner } = await registered('institution');
    const failed = await checkout(t.app, user.cookie, 'card');
    await completeInSimulator(t.app, failed, 'fail');
    const cancelled = await checkout(t.app, user.cookie);
    const back = await completeInSimulator(t.app, cancelled, 'cancel');
    expect(back.headers.location).toBe(`http://localhost:3000/partner/checkout?m_payment_id=${cancelled.merchantReference}&cancelled=1`);
    const after = await partnerMoney(partner.id);
    expect(after.partner?.status).toBe('pending');
    expect(after.partnerPayments).toEqual([]);
    expect(after.payments.map((p) => p.status).sort()).toEqual(['cancelled', 'failed']);
    expect((await call(t.app, 'GET', `/api/partner/checkout/${failed.merchantReference}`, { cookie: user.cookie })).json()).toMatchObject({
      outcome: 'failed',
      partnerStatus: 'pending',
    });
    // Partner payments are not the learners' recovery business.
    expect((await call(t.app, 'GET', '/api/payment-recovery', { cookie: user.cookie })).json()).toEqual({ payments: [] });
  });
});
