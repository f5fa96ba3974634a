import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerInquiryTexts } from '@kusasa/domain/partner-texts';
import { INQUIRY_RATE_LIMIT_PER_HOUR, INQUIRY_STATUSES, type InquiryStatus } from '@kusasa/domain/rules/partners';
import { inquiryListSchema, type InquiryRequest } from '@kusasa/domain/schemas/partners/inquiries';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { partnerInquiries, partnerNotes, partners } from '../../db/schema/partners.ts';
import { freshIp, ORIGIN, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The public inquiry form (signed form token, honeypot, rate limit, admins notified) and the
// admin side: newest first, the state machine held by the server, Send Email, conversion.

const clock = testClock('2026-03-10T08:00:00Z');
let t: TestApp;
let admins: Awaited<ReturnType<typeof signedInAs>>[];
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  admins = [await signedInAs(t, 'admin'), await signedInAs(t, 'admin')];
});
afterAll(() => t.close());

const admin = () => admins[0] as Awaited<ReturnType<typeof signedInAs>>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function formToken(): Promise<string> {
  const response = await call(t.app, 'GET', '/api/partner-inquiries/form');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ formToken: string; minFillSeconds: number }>().formToken;
}

let sequence = 0;
function inquiry(values: Partial<InquiryRequest> = {}): Omit<InquiryRequest, 'formToken'> {
  sequence += 1;
  return {
    institutionName: `Ikhwezi College ${sequence}`,
    institutionType: 'private_college',
    contactName: 'Thandeka Mokoena',
    contactEmail: `thandeka${sequence}@ikhwezi.ac.za`,
    ...values,
  };
}

const submit = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/partner-inquiries', headers: { origin: ORIGIN }, payload, remoteAddress: ip });

/** A person's submission: the form loaded, a few seconds of typing, then sent. */
async function submitted(values: Partial<InquiryRequest> = {}) {
  const token = await formToken();
  clock.advance(5_000);
  const body = inquiry(values);
  const response = await submit({ ...body, formToken: token });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.database.db.select().from(partnerInquiries).where(eq(partnerInquiries.contactEmail, body.contactEmail));
  if (!row) throw new Error('not stored');
  return row;
}

const storedFor = (email: string) => t.database.db.select().from(partnerInquiries).where(eq(partnerInquiries.contactEmail, email));
const auditFor = (id: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${id}`));

describe('POST /api/partner-inquiries (public)', () => {
  it('stores the inquiry as pending and notifies every admin', async () => {
    const learner = await signedInAs(t, 'student');
    const token = await formToken();
    clock.advance(4_000);
    const body = inquiry({
      contactPhone: '021 555 0101',
      website: 'https://ikhwezi.ac.za',
      studentCount: '1000-5000',
      interestedTier: 'custom',
      message: 'We would like API access.',
    });
    const response = await submit({ ...body, formToken: token, fax: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: partnerInquiryTexts.submitted });
    expect(await storedFor(body.contactEmail)).toEqual([
      expect.objectContaining({ status: 'pending', studentCount: '1000-5000', interestedTier: 'custom', website: 'https://ikhwezi.ac.za' }),
    ]);
    for (const each of admins) {
      const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, each.id));
      expect(bell.filter((n) => n.message.includes(body.institutionName))).toEqual([
        expect.objectContaining({
          title: partnerInquiryTexts.newInquiryTitle,
          message: `${body.institutionName} (Private College) sent a partnership inquiry.`,
        }),
      ]);
    }
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, learner.id))).toEqual([]);
  });

  it('refuses missing required fields and an invalid email, storing nothing', async () => {
    const token = await formToken();
    clock.advance(5_000);
    const response = await submit({ formToken: token, contactEmail: 'nope@', institutionType: 'college' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields).sort()).toEqual([
      'contactEmail',
      'contactName',
      'institutionName',
      'institutionType',
    ]);
    expect(await storedFor('nope@')).toEqual([]);
  });

  it('answers a bot that fills the honeypot or sends too fast as if it worked, keeping nothing', async () => {
    const honeypot = inquiry();
    const token = await formToken();
    clock.advance(5_000);
    expect((await submit({ ...honeypot, formToken: token, fax: '+27 21 555 0199' })).json()).toEqual({ message: partnerInquiryTexts.submitted });
    const hasty = inquiry();
    expect((await submit({ ...hasty, formToken: await formToken() })).statusCode).toBe(201);
    expect([...(await storedFor(honeypot.contactEmail)), ...(await storedFor(hasty.contactEmail))]).toEqual([]);
  });

  it('refuses a missing, altered or expired form token', async () => {
    const body = inquiry();
    const token = await formToken();
    clock.advance(5_000);
    const [issued, nonce, mac] = token.split('.');
    for (const bad of [undefined, 'made-up', `${Number(issued) - 10_000}.${nonce}.${mac}`]) {
      const response = await submit({ ...body, formToken: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { formToken: expect.any(String) as unknown } } });
    }
    clock.advance(25 * 60 * 60_000);
    const expired = await submit({ ...body, formToken: token });
    expect(expired.json()).toMatchObject({ error: { code: 'VALIDATION', message: partnerInquiryTexts.formExpired } });
    expect(await storedFor(body.contactEmail)).toEqual([]);
    admins = [await signedInAs(t, 'admin'), await signedInAs(t, 'admin')]; // the day's sessions ran out
  });

  it(`takes at most ${INQUIRY_RATE_LIMIT_PER_HOUR} an hour from one address`, async () => {
    const ip = freshIp();
    const token = await formToken();
    clock.advance(5_000);
    for (let i = 0; i < INQUIRY_RATE_LIMIT_PER_HOUR; i++) expect((await submit({ ...inquiry(), formToken: token }, ip)).statusCode).toBe(201);
    const limited = await submit({ ...inquiry(), formToken: token }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});

describe('the admin inquiry list', () => {
  it('is for admins only, newest first, each with its next statuses', async () => {
    const older = await submitted();
    clock.advance(60_000);
    const newer = await submitted();
    const other = await signedInAs(t, 'institution');
    expect((await call(t.app, 'GET', '/api/admin/partner-inquiries', { cookie: other.cookie })).statusCode).toBe(403);
    const { inquiries } = inquiryListSchema.parse((await call(t.app, 'GET', '/api/admin/partner-inquiries', { cookie: admin().cookie })).json());
    const ids = inquiries.map((each) => each.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(inquiries.find((each) => each.id === newer.id)).toMatchObject({
      status: 'pending',
      nextStatuses: ['contacted', 'rejected'],
      replies: [],
      partnerId: null,
    });
  });
});

describe('the inquiry state machine, held by the server', () => {
  const cases: [string | null, InquiryStatus, boolean][] = [];
  for (const from of [...INQUIRY_STATUSES, null, '']) {
    for (const to of ['contacted', 'rejected', 'converted'] as const) {
      const state = from ? from : 'pending';
      const allowed = (state === 'pending' && (to === 'contacted' || to === 'rejected')) || (state === 'contacted' && to === 'converted');
      cases.push([from, to, allowed]);
    }
  }

  it.each(cases)('from %j to %s: allowed %s', async (from, to, allowed) => {
    const row = await submitted();
    await t.database.db.update(partnerInquiries).set({ status: from }).where(eq(partnerInquiries.id, row.id));
    const partnersBefore = (await t.database.db.select().from(partners)).length;
    const response = await call(t.app, 'POST', `/api/admin/partner-inquiries/${row.id}/status`, { cookie: admin().cookie, payload: { status: to } });
    const [after] = await t.database.db.select().from(partnerInquiries).where(eq(partnerInquiries.id, row.id));
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      expect(after?.status).toBe(to);
      expect((await auditFor(row.id)).map((entry) => entry.action)).toEqual([
        to === 'converted' ? 'PARTNER_INQUIRY_CONVERTED' : 'PARTNER_INQUIRY_STATUS_CHANGED',
      ]);
    } else {
      expect(response.statusCode).toBe(409);
      expect(after?.status).toBe(from);
      expect(await auditFor(row.id)).toEqual([]);
      expect((await t.database.db.select().from(partners)).length).toBe(partnersBefore);
    }
  });

  it('refuses pending as a target and an unknown inquiry', async () => {
    const row = await submitted();
    expect(
      (await call(t.app, 'POST', `/api/admin/partner-inquiries/${row.id}/status`, { cookie: admin().cookie, payload: { status: 'pending' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', `/api/admin/partner-inquiries/${UNKNOWN_ID}/status`, { cookie: admin().cookie, payload: { status: 'contacted' } })).statusCode,
    ).toBe(404);
  });
});

describe('converting an inquiry', () => {
  it("creates the partner, prefilled and pending, with the inquiry's details in its notes", async () => {
    const row = await submitted({
      institutionType: 'tvet',
      interestedTier: 'standard',
      studentCount: '5000-10000',
      contactPhone: '+27 21 555 0102',
      website: 'https://college.example.org',
      message: 'Keen to start in April.',
    });
    const move = (status: string) => call(t.app, 'POST', `/api/admin/partner-inquiries/${row.id}/status`, { cookie: admin().cookie, payload: { status } });
    expect((await move('contacted')).json()).toMatchObject({ inquiry: { status: 'contacted', nextStatuses: ['converted'] }, partnerId: null });
    const converted = await move('converted');
    const { inquiry: after, partnerId } = converted.json<{ inquiry: { status: string; nextStatuses: string[]; partnerId: string }; partnerId: string }>();
    expect(after).toMatchObject({ status: 'converted', nextStatuses: [], partnerId });
    const partner = (await call(t.app, 'GET', `/api/admin/partners/${partnerId}`, { cookie: admin().cookie })).json<{ partner: Record<string, unknown> }>()
      .partner;
    expect(partner).toMatchObject({
      name: row.institutionName,
      type: 'tvet',
      tier: 'standard',
      status: 'pending',
      integrationStatus: 'pending',
      contactPerson: row.contactName,
      contactEmail: row.contactEmail,
      phone: '+27 21 555 0102',
      website: 'https://college.example.org',
      organizationType: 'TVET College',
      createdBy: admin().id,
      ownerId: null,
    });
    const notes = await t.database.db.select().from(partnerNotes).where(eq(partnerNotes.partnerId, partnerId));
    expect(notes.map((note) => note.note).join('\n')).toContain('Keen to start in April.');
    expect(notes.map((note) => note.note).join('\n')).toContain('5000-10000');
    expect((await auditFor(partnerId)).map((entry) => entry.action)).toEqual(['PARTNER_CREATED']);
    expect((await move('rejected')).statusCode).toBe(409);
  });
});

describe('Send Email', () => {
  it('is always available: the reply is mailed to the contact and kept with the inquiry', async () => {
    const row = await submitted();
    for (const status of ['pending', 'contacted', 'converted', 'rejected', null]) {
      await t.database.db.update(partnerInquiries).set({ status }).where(eq(partnerInquiries.id, row.id));
      const response = await call(t.app, 'POST', `/api/admin/partner-inquiries/${row.id}/replies`, {
        cookie: admin().cookie,
        payload: { message: `About your inquiry (${String(status)})` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, row.contactEmail));
    expect(mails).toHaveLength(5);
    expect(mails[0]).toMatchObject({ subject: partnerInquiryTexts.defaultReplySubject });
    const { inquiries } = inquiryListSchema.parse((await call(t.app, 'GET', '/api/admin/partner-inquiries', { cookie: admin().cookie })).json());
    const replies = inquiries.find((each) => each.id === row.id)?.replies ?? [];
    expect(replies).toHaveLength(5);
    expect(replies[0]).toMatchObject({
      sentTo: row.contactEmail,
      sentBy: { id: admin().id, name: 'Test Person' },
      subject: partnerInquiryTexts.defaultReplySubject,
    });
    expect((await auditFor(row.id)).filter((entry) => entry.action === 'PARTNER_INQUIRY_REPLIED')).toHaveLength(5);
  });

  it('needs a message and a known inquiry; nothing is sent otherwise', async () => {
    const row = await submitted();
    const empty = await call(t.app, 'POST', `/api/admin/partner-inquiries/${row.id}/replies`, {
      cookie: admin().cookie,
      payload: { subject: 'Hello', message: ' ' },
    });
    expect(empty.json()).toMatchObject({ error: { fields: { message: partnerInquiryTexts.replyMessageRequired } } });
    expect(
      (await call(t.app, 'POST', `/api/admin/partner-inquiries/${UNKNOWN_ID}/replies`, { cookie: admin().cookie, payload: { message: 'Hi' } })).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, row.contactEmail))).toEqual([]);
  });
});
