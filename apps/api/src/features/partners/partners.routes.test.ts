import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerTexts } from '@kusasa/domain/partner-texts';
import { PARTNER_TIER_DEFAULTS } from '@kusasa/domain/rules/partner-tiers';
import { partnerNoteListSchema } from '@kusasa/domain/schemas/partners/notes';
import { partnerSchema, type Partner } from '@kusasa/domain/schemas/partners/partners';
import { partnerPaymentListSchema } from '@kusasa/domain/schemas/partners/payments';
import { tierConfigListSchema, type TierConfig } from '@kusasa/domain/schemas/partners/tiers';
import { textPdf } from '../../adapters/document-reader/sample-files.ts';
import { createFileStorage } from '../../adapters/storage/create-storage.ts';
import { partners as partnersTable } from '../../db/schema/partners.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { actionNamesFor, addPartner, adminActionsFor } from './partners.test-support.ts';

// The admin partner CRM through the API: list, records, Settings, tier, integration and MoU,
// payments with overdue by the clock, notes and the tier configuration. Every write is audited.

const clock = testClock('2026-03-10T08:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const get = (url: string, cookie = admin.cookie) => call(t.app, 'GET', url, { cookie });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, cookie = admin.cookie) => call(t.app, method, url, { cookie, payload });
const partnerOf = (response: { json: <T>() => T }) => partnerSchema.parse(response.json<{ partner: Partner }>().partner);
const putMou = (id: string, bytes: Uint8Array, contentType = 'application/pdf') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/partners/${id}/mou`,
    headers: { origin: 'http://localhost:3000', cookie: admin.cookie, 'content-type': contentType },
    payload: Buffer.from(bytes),
  });

describe('who may use the partner CRM', () => {
  it('is admins only: others 403, signed out 401', async () => {
    for (const userType of ['student', 'institution', 'sponsor'] as const) {
      const other = await signedInAs(t, userType);
      expect((await get('/api/admin/partners', other.cookie)).statusCode).toBe(403);
      expect((await send('POST', '/api/admin/partners', { name: 'Sneaky', type: 'seta' }, other.cookie)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/partners')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/partners', () => {
  it('searches name or email (case-insensitive, % literal), filters by type, newest first', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const first = await addPartner(t.app, admin.cookie, { name: `Zenith ${tag} University`, type: 'university', contactEmail: `info@zenith-${tag}.ac.za` });
    clock.advance(1000);
    const second = await addPartner(t.app, admin.cookie, { name: `Ridge ${tag} Funders`, type: 'funder', contactEmail: `grants@ridge-${tag}.org` });
    clock.advance(1000);
    const third = await addPartner(t.app, admin.cookie, { name: `Mountain 100% SETA ${tag}`, type: 'seta' });

    const ids = async (query: string) => (await get(`/api/admin/partners?${query}`)).json<{ partners: Partner[] }>().partners.map((p) => p.id);
    expect(await ids(`search=${tag}`)).toEqual([third.id, second.id, first.id]);
    expect(await ids(`search=ZENITH%20${tag}`)).toEqual([first.id]);
    expect(await ids(`search=ridge-${tag}.org`)).toEqual([second.id]);
    expect(await ids(`search=100%25%20SETA%20${tag}`)).toEqual([third.id]);
    expect(await ids(`search=0%25%20S`)).toContain(third.id);
    expect(await ids(`search=${tag}&type=funder`)).toEqual([second.id]);
    expect(await ids(`search=${tag}&type=tvet`)).toEqual([]);
    const refused = await get('/api/admin/partners?type=college');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { type: expect.any(String) as unknown } } });
  });
});

describe('a partner record', () => {
  it('is created with the defaults and an audit entry; bad input writes nothing', async () => {
    const before = (await t.database.db.select().from(partnersTable)).length;
    const bad = await send('POST', '/api/admin/partners', {
      name: 'X',
      type: 'college',
      contactEmail: 'nope',
      contractStartDate: '2026-05-01',
      contractEndDate: '2026-04-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).sort()).toEqual(['contactEmail', 'name', 'type']);
    expect((await t.database.db.select().from(partnersTable)).length).toBe(before);

    const partner = await addPartner(t.app, admin.cookie, {
      type: 'tvet',
      contactPerson: 'Sipho Dlamini',
      website: 'https://ikhwezi.ac.za',
      annualInvestmentCents: 50_000_000,
      contractStartDate: '2026-01-01',
    });
    expect(partner).toMatchObject({
      tier: 'basic',
      status: 'pending',
      integrationStatus: 'pending',
      integrationComplete: false,
      createdBy: admin.id,
      ownerId: null,
      mouUploadedAt: null,
    });
    expect(partner.checklist).toEqual({ mouUploaded: false, integrationDetails: false, apiTest: false, onboardingSession: false });
    expect(partnerOf(await get(`/api/admin/partners/${partner.id}`))).toEqual(partner);
    expect(await actionNamesFor(t.database.db, partner.id)).toEqual(['PARTNER_CREATED']);
  });

  it('is not found by an unknown id', async () => {
    const response = await get(`/api/admin/partners/${UNKNOWN_ID}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: partnerTexts.notFound } });
  });

  it('is edited in Settings, each change audited with what it was', async () => {
    const partner = await addPartner(t.app, admin.cookie, { contractStartDate: '2026-02-01' });
    const edited = partnerOf(
      await send('PATCH', `/api/admin/partners/${partner.id}`, { contactPerson: 'Naledi Khumalo', status: 'active', website: '', phone: '+27 21 555 0101' }),
    );
    expect(edited).toMatchObject({ contactPerson: 'Naledi Khumalo', status: 'active', website: null, phone: '+27 21 555 0101' });
    const [entry] = (await adminActionsFor(t.database.db, partner.id)).filter((row) => row.action === 'PARTNER_UPDATED');
    expect(entry?.details).toMatchObject({ changes: { contactPerson: { from: null, to: 'Naledi Khumalo' }, status: { from: 'pending', to: 'active' } } });

    // An end date before the stored start date is refused, and nothing changes.
    const refused = await send('PATCH', `/api/admin/partners/${partner.id}`, { contractEndDate: '2026-01-15', contactPerson: 'Someone Else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { fields: { contractEndDate: partnerTexts.contractDatesOrder } } });
    expect(partnerOf(await get(`/api/admin/partners/${partner.id}`)).contactPerson).toBe('Naledi Khumalo');
    // Sending what is already there writes no entry.
    await send('PATCH', `/api/admin/partners/${partner.id}`, { contactPerson: 'Naledi Khumalo' });
    expect(await actionNamesFor(t.database.db, partner.id)).toEqual(['PARTNER_CREATED', 'PARTNER_UPDATED']);
    expect((await send('PATCH', `/api/admin/partners/${UNKNOWN_ID}`, { status: 'active' })).statusCode).toBe(404);
  });

  it('changes tier freely and moves the integration status, the checklist following', async () => {
    const partner = await addPartner(t.app, admin.cookie);
    expect(partnerOf(await send('PUT', `/api/admin/partners/${partner.id}/tier`, { tier: 'premium' })).tier).toBe('premium');
    expect(partnerOf(await send('PUT', `/api/admin/partners/${partner.id}/tier`, { tier: 'basic' })).tier).toBe('basic');
    expect((await send('PUT', `/api/admin/partners/${partner.id}/tier`, { tier: 'gold' })).statusCode).toBe(400);

    const atTest = partnerOf(await send('PUT', `/api/admin/partners/${partner.id}/integration-status`, { integrationStatus: 'test_api' }));
    expect(atTest.checklist).toEqual({ mouUploaded: false, integrationDetails: true, apiTest: true, onboardingSession: false });
    const done = partnerOf(await send('PUT', `/api/admin/partners/${partner.id}/integration-status`, { integrationStatus: 'completed' }));
    expect(done).toMatchObject({ integrationComplete: true, checklist: { onboardingSession: true } });
    expect(await actionNamesFor(t.database.db, partner.id)).toEqual([
      'PARTNER_CREATED',
      'PARTNER_INTEGRATION_STATUS_CHANGED',
      'PARTNER_INTEGRATION_STATUS_CHANGED',
      'PARTNER_TIER_CHANGED',
      'PARTNER_TIER_CHANGED',
    ]);
  });
});

describe('the signed MoU', () => {
  it('is accepted only as PDF bytes, ticks Signed MoU Uploaded, and a new one replaces the old file', async () => {
    const partner = await addPartner(t.app, admin.cookie);
    const notPdf = await putMou(partner.id, new TextEncoder().encode('%PDX this is only text pretending'));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ error: { message: partnerTexts.mouPdfOnly } });
    expect((await putMou(partner.id, new Uint8Array())).statusCode).toBe(400);
    expect(partnerOf(await get(`/api/admin/partners/${partner.id}`)).mouUploadedAt).toBeNull();
    expect((await get(`/api/admin/partners/${partner.id}/mou`)).json()).toMatchObject({ error: { message: partnerTexts.mouMissing } });

    const first = await textPdf(['Memorandum of Understanding', 'Signed copy 1']);
    const uploaded = partnerOf(await putMou(partner.id, first, 'application/octet-stream'));
    expect(uploaded).toMatchObject({ mouUploadedAt: clock.now.toISOString(), checklist: { mouUploaded: true } });
    const download = await get(`/api/admin/partners/${partner.id}/mou`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, Buffer.from(first))).toBe(0);

    const [row] = await t.database.db.select().from(partnersTable).where(eq(partnersTable.id, partner.id));
    const oldKey = row?.mouFileKey ?? '';
    expect(oldKey).toMatch(new RegExp(`^partners/${partner.id}/mou-\\d+-[0-9a-f]{8}\\.pdf$`));
    const second = await textPdf(['Memorandum of Understanding', 'Signed copy 2']);
    expect((await putMou(partner.id, second)).statusCode).toBe(200);
    expect(Buffer.compare((await get(`/api/admin/partners/${partner.id}/mou`)).rawPayload, Buffer.from(second))).toBe(0);
    const storage = createFileStorage(t.config.storage);
    expect(await storage.get(oldKey)).toBeUndefined();
    storage.close();
    expect(await actionNamesFor(t.database.db, partner.id)).toEqual(['PARTNER_CREATED', 'PARTNER_MOU_UPLOADED', 'PARTNER_MOU_UPLOADED']);
    expect((await putMou(UNKNOWN_ID, second)).statusCode).toBe(404);
  });
});

describe('partner payments', () => {
  it('are recorded with invoice numbers; pending ones turn overdue after their due date by the clock', async () => {
    clock.now = new Date('2026-03-10T08:00:00Z'); // 10:00 in South Africa
    admin = await signedInAs(t, 'admin');
    const partner = await addPartner(t.app, admin.cookie);
    const url = `/api/admin/partners/${partner.id}/payments`;
    const paid = await send('POST', url, { amountCents: 250_000, paymentMethod: 'eft', status: 'paid', dueDate: '2026-03-01', referenceNumber: 'EFT-778' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      payment: { status: 'paid', paymentDate: '2026-03-10', invoiceNumber: expect.stringMatching(/^INV-2026-\d{6}$/) as unknown, source: 'recorded' },
    });
    const dueToday = (await send('POST', url, { amountCents: 500_000, paymentMethod: 'card', status: 'pending', dueDate: '2026-03-10' })).json<{
      payment: { id: string; status: string; invoiceNumber: string };
    }>().payment;
    const late = (
      await send('POST', url, { amountCents: 100_000, paymentMethod: 'debit_order', status: 'pending', dueDate: '2026-03-09', invoiceNumber: 'CUSTOM-1' })
    ).json<{ payment: { id: string; status: string } }>().payment;
    expect(dueToday.status).toBe('pending');
    expect(late.status).toBe('overdue');

    const taken = await send('POST', url, { amountCents: 1_000, paymentMethod: 'eft', status: 'pending', dueDate: '2026-04-01', invoiceNumber: 'CUSTOM-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { message: partnerTexts.invoiceTaken } });

    const list = partnerPaymentListSchema.parse((await get(url)).json());
    expect(list.payments).toHaveLength(3);
    expect(new Set(list.payments.map((p) => p.invoiceNumber)).size).toBe(3);

    // A day later the one due today is overdue too, with nothing stored changing.
    clock.advance(24 * 60 * 60_000);
    admin = await signedInAs(t, 'admin'); // the old session ran out overnight
    const nextDay = partnerPaymentListSchema.parse((await get(url)).json());
    expect(nextDay.payments.find((p) => p.id === dueToday.id)?.status).toBe('overdue');

    const marked = await send('POST', `${url}/${late.id}/mark-paid`, { referenceNumber: 'EFT-991' });
    expect(marked.json()).toMatchObject({ payment: { status: 'paid', paymentDate: '2026-03-11', referenceNumber: 'EFT-991' } });
    expect((await send('POST', `${url}/${late.id}/mark-paid`, {})).statusCode).toBe(409);
    expect((await send('POST', `/api/admin/partners/${UNKNOWN_ID}/payments/${late.id}/mark-paid`, {})).statusCode).toBe(404);
    expect(await actionNamesFor(t.database.db, partner.id)).toEqual([
      'PARTNER_CREATED',
      'PARTNER_PAYMENT_MARKED_PAID',
      'PARTNER_PAYMENT_RECORDED',
      'PARTNER_PAYMENT_RECORDED',
      'PARTNER_PAYMENT_RECORDED',
    ]);
    expect((await get(`/api/admin/partners/${UNKNOWN_ID}/payments`)).statusCode).toBe(404);
  });
});

describe('partner notes', () => {
  it('are typed, say who wrote them and when, newest first', async () => {
    const partner = await addPartner(t.app, admin.cookie);
    const url = `/api/admin/partners/${partner.id}/notes`;
    expect((await send('POST', url, { note: '   ' })).json()).toMatchObject({ error: { fields: { note: partnerTexts.noteRequired } } });
    await send('POST', url, { note: 'Intro call with the registrar', noteType: 'call' });
    clock.advance(60_000);
    await send('POST', url, { note: 'Sent the MoU draft' });
    const { notes } = partnerNoteListSchema.parse((await get(url)).json());
    expect(notes.map((n) => [n.note, n.noteType, n.createdBy.id, n.createdBy.name])).toEqual([
      ['Sent the MoU draft', 'general', admin.id, 'Test Person'],
      ['Intro call with the registrar', 'call', admin.id, 'Test Person'],
    ]);
    expect((await send('POST', url, { note: 'x', noteType: 'gossip' })).statusCode).toBe(400);
    expect(await actionNamesFor(t.database.db, partner.id)).toEqual(['PARTNER_CREATED', 'PARTNER_NOTE_ADDED', 'PARTNER_NOTE_ADDED']);
  });
});

describe('the tier configuration', () => {
  it("starts as the seed's three tiers, by fee; a disabled tier leaves the public list; edits are audited", async () => {
    const adminTiers = tierConfigListSchema.parse((await get('/api/admin/partner-tiers')).json()).tiers;
    expect(
      adminTiers.map(({ tier, name, monthlyFeeCents, maxApplications, apiRateLimit, supportLevel, features, active }) => ({
        tier,
        name,
        monthlyFeeCents,
        maxApplications,
        apiRateLimit,
        supportLevel,
        features,
        active,
      })),
    ).toEqual(PARTNER_TIER_DEFAULTS.map((defaults) => ({ ...defaults, active: true })));
    const standard = adminTiers.find((tier) => tier.tier === 'standard') as TierConfig;
    const disabled = await send('PATCH', `/api/admin/partner-tiers/${standard.id}`, { active: false });
    expect(disabled.json()).toMatchObject({ tier: { active: false } });
    const publicTiers = tierConfigListSchema.parse((await call(t.app, 'GET', '/api/partner-tiers')).json()).tiers;
    expect(publicTiers.map((tier) => tier.tier)).toEqual(['basic', 'premium']);

    // A fee change re-orders the cards.
    await send('PATCH', `/api/admin/partner-tiers/${standard.id}`, { active: true, monthlyFeeCents: 2_000_000, features: ['Everything'] });
    expect(tierConfigListSchema.parse((await get('/api/admin/partner-tiers')).json()).tiers.map((tier) => tier.tier)).toEqual(['basic', 'premium', 'standard']);
    expect((await send('PATCH', `/api/admin/partner-tiers/${standard.id}`, { monthlyFeeCents: 0 })).statusCode).toBe(400);
    expect((await send('PATCH', `/api/admin/partner-tiers/${UNKNOWN_ID}`, { active: false })).statusCode).toBe(404);
    const entries = await adminActionsFor(t.database.db, standard.id);
    expect(entries.map((entry) => entry.message).sort()).toEqual(['Tier Standard disabled', 'Tier Standard updated']);

    await send('PATCH', `/api/admin/partner-tiers/${standard.id}`, { monthlyFeeCents: standard.monthlyFeeCents, features: standard.features });
    expect((await call(t.app, 'GET', '/api/partner-tiers', { cookie: (await signedInAs(t, 'student')).cookie })).statusCode).toBe(200);
  });
});
