import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { adminSponsorTexts } from '@kusasa/domain/sponsor-texts';
import { adminSponsorListSchema, sponsorCountersSchema } from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import { allocationListSchema, pickerOptionListSchema, type Allocation, type AllocationInput } from '@kusasa/domain/schemas/sponsors/allocations';
import { adminSponsorProfileSchema } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { sponsors } from '../../db/schema/audiences.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';
import { completeInSimulator } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { learnerWithApplication, registeredSponsor, requestSponsorship } from './sponsors.test-support.ts';

// /admin/sponsors and /admin/sponsors/{id}: allocations that change a learner's plan at once,
// audit entries, pickers, counters, the type filter, notes, payment history and the CSV exports.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const planOf = async (cookie: string) => (await call(t.app, 'GET', '/api/plans/current', { cookie })).json<{ planId: string }>().planId;
const auditActions = async (targetId: string) =>
  (
    await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), eq(systemErrorLogs.component, 'sponsors')))
  )
    .filter((row) => JSON.stringify(row.details).includes(targetId))
    .map((row) => row.action);
const messagesOf = async (userId: string) => (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

async function allocate(payload: AllocationInput): Promise<Allocation> {
  const response = await call(t.app, 'POST', '/api/admin/sponsor-allocations', { cookie: admin.cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ allocation: Allocation }>().allocation;
}

describe('allocations', () => {
  it('picks people by name, email or tracking id, gives Pro + AI at once, then revoking returns the learner to their own plan', async () => {
    const sponsor = await registeredSponsor(t, { name: 'Ubuntu Bursary Trust' });
    const learner = await learnerWithApplication(t, 'Lerato Mokoena');
    const sponsorOptions = pickerOptionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/sponsor-allocations/sponsor-options?search=${encodeURIComponent(sponsor.email)}`, { cookie: admin.cookie })).json(),
    );
    expect(sponsorOptions.options).toEqual([{ id: sponsor.id, name: 'Ubuntu Bursary Trust', email: sponsor.email, trackingId: expect.any(String) as unknown }]);
    const students = pickerOptionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/sponsor-allocations/student-options?search=${encodeURIComponent(learner.email)}`, { cookie: admin.cookie })).json(),
    );
    expect(students.options.map((option) => option.id)).toEqual([learner.id]);
    // Learners are not sponsors, sponsors are not learners.
    const wrong = await call(t.app, 'GET', `/api/admin/sponsor-allocations/student-options?search=${encodeURIComponent(sponsor.email)}`, {
      cookie: admin.cookie,
    });
    expect(pickerOptionListSchema.parse(wrong.json()).options).toEqual([]);

    expect(await planOf(learner.cookie)).toBe('starter');
    const allocation = await allocate({ sponsorId: sponsor.id, studentId: learner.id, allocatedOn: '2026-03-01', expiresOn: '', plan: '', notes: '' });
    expect(allocation).toMatchObject({
      sponsorName: 'Ubuntu Bursary Trust',
      studentName: 'Lerato Mokoena',
      status: 'active',
      plan: '',
      notes: '',
      expiresOn: null,
    });
    expect(await planOf(learner.cookie)).toBe('pro-ai');
    expect(await messagesOf(learner.id)).toEqual([adminSponsorTexts.allocationStartedTitle]);

    const revoked = await call(t.app, 'PATCH', `/api/admin/sponsor-allocations/${allocation.id}`, {
      cookie: admin.cookie,
      payload: { sponsorId: sponsor.id, studentId: learner.id, allocatedOn: '2026-03-01', status: 'revoked', plan: '', notes: 'Ended early' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await planOf(learner.cookie)).toBe('starter');
    expect(await messagesOf(learner.id)).toEqual([adminSponsorTexts.allocationStartedTitle, adminSponsorTexts.allocationEndedTitle]);

    const deleted = await call(t.app, 'DELETE', `/api/admin/sponsor-allocations/${allocation.id}`, { cookie: admin.cookie });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call(t.app, 'DELETE', `/api/admin/sponsor-allocations/${allocation.id}`, { cookie: admin.cookie })).json()).toMatchObject({
      error: { message: adminSponsorTexts.allocationNotFound },
    });
    expect(await auditActions(allocation.id)).toEqual(['SPONSOR_ALLOCATION_CREATED', 'SPONSOR_ALLOCATION_UPDATED', 'SPONSOR_ALLOCATION_DELETED']);
  });

  it('refuses a non-sponsor, a non-student, a missing date or an early expiry and stores nothing', async () => {
    const sponsor = await registeredSponsor(t);
    const learner = await learnerWithApplication(t);
    const before = await t.database.db.select().from(sponsorAllocations);
    const cases: [Record<string, unknown>, string][] = [
      [{ sponsorId: learner.id, studentId: learner.id, allocatedOn: '2026-03-01' }, adminSponsorTexts.notASponsor],
      [{ sponsorId: sponsor.id, studentId: sponsor.id, allocatedOn: '2026-03-01' }, adminSponsorTexts.notAStudent],
      [{ sponsorId: sponsor.id, studentId: learner.id, allocatedOn: '' }, adminSponsorTexts.allocatedOnRequired],
      [{ sponsorId: sponsor.id, studentId: learner.id, allocatedOn: '2026-03-01', expiresOn: '2026-02-01' }, adminSponsorTexts.expiresBeforeAllocated],
      [{ sponsorId: sponsor.id, studentId: learner.id, allocatedOn: '2026-03-01', status: 'paused' }, 'status'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t.app, 'POST', '/api/admin/sponsor-allocations', { cookie: admin.cookie, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await t.database.db.select().from(sponsorAllocations)).toEqual(before);
  });

  it('lists with search and status, and exports allocations.csv with the seed columns', async () => {
    const sponsor = await registeredSponsor(t, { name: 'Masakhane Foundation' });
    const learner = await learnerWithApplication(t);
    await allocate({
      sponsorId: sponsor.id,
      studentId: learner.id,
      allocatedOn: '2026-03-01',
      expiresOn: '2026-12-01',
      plan: 'essential',
      notes: '=cmd|"/c calc"!A1',
    });
    const listed = allocationListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/sponsor-allocations?search=Masakhane&status=active', { cookie: admin.cookie })).json(),
    );
    expect(listed.allocations.map((row) => row.studentId)).toEqual([learner.id]);
    expect(listed).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const csv = await call(t.app, 'GET', '/api/admin/sponsor-allocations/export?search=Masakhane', { cookie: admin.cookie });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="allocations.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'Sponsor ID,Student ID,Status,Plan,Allocated On,Expires On,Notes',
      `${sponsor.id},${learner.id},active,essential,2026-03-01,2026-12-01,"'=cmd|""/c calc""!A1"`,
    ]);
    const none = await call(t.app, 'GET', '/api/admin/sponsor-allocations/export?search=nobody-at-all', { cookie: admin.cookie });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: { message: adminSponsorTexts.noAllocationsToExport } });
  });
});

describe('sponsors', () => {
  it('counts, filters by the admin type words and exports sponsors.csv with formulas neutralised', async () => {
    const before = sponsorCountersSchema.parse((await call(t.app, 'GET', '/api/admin/sponsors/summary', { cookie: admin.cookie })).json());
    const ngo = await registeredSponsor(t, { name: '=HYPERLINK("http://x") Trust', organizationType: 'ngo' });
    await registeredSponsor(t, { name: 'Sasol Bursaries', organizationType: 'company' });
    const after = sponsorCountersSchema.parse((await call(t.app, 'GET', '/api/admin/sponsors/summary', { cookie: admin.cookie })).json());
    expect(after.totalSponsors - before.totalSponsors).toBe(2);
    expect(after.activeSponsors - before.activeSponsors).toBe(2);

    const foundations = adminSponsorListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/sponsors?type=foundation&search=HYPERLINK', { cookie: admin.cookie })).json(),
    );
    expect(foundations.sponsors.map((row) => [row.id, row.type, row.organizationType])).toEqual([[ngo.id, 'foundation', 'ngo']]);
    const corporate = adminSponsorListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/sponsors?type=corporate&search=HYPERLINK', { cookie: admin.cookie })).json(),
    );
    expect(corporate.sponsors).toEqual([]);
    expect((await call(t.app, 'GET', '/api/admin/sponsors?type=company', { cookie: admin.cookie })).statusCode).toBe(400);

    const csv = await call(t.app, 'GET', '/api/admin/sponsors/export?search=HYPERLINK', { cookie: admin.cookie });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sponsors.csv"');
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('ID,Name,Email,Phone,Contact Person,Status,Tier,Website');
    // The phone is stored as +27...: a leading + is neutralised like any formula trigger.
    expect(row).toBe(`${ngo.id},"'=HYPERLINK(""http://x"") Trust",${ngo.email},'+27821234567,,active,,`);
    expect((await call(t.app, 'GET', '/api/admin/sponsors/export?search=nobody-at-all', { cookie: admin.cookie })).json()).toMatchObject({
      error: { message: adminSponsorTexts.noSponsorsToExport },
    });
  });

  it('shows a profile with notes, allocations and what the sponsor paid with its PayFast references', async () => {
    const sponsor = await registeredSponsor(t);
    const learner = await learnerWithApplication(t);
    const request = await requestSponsorship(t, learner.cookie, { applicationId: learner.applicationId, requestedAmountCents: 12_500, consent: true });
    const started = (
      await call(t.app, 'POST', '/api/sponsor/checkout', { cookie: sponsor.cookie, payload: { requestIds: [request.id] } })
    ).json<CreatePaymentResponse>();
    await completeInSimulator(t.app, started, 'pay');
    const note = await call(t.app, 'POST', `/api/admin/sponsors/${sponsor.id}/notes`, { cookie: admin.cookie, payload: { note: 'Prefers EFT receipts' } });
    expect(note.statusCode, note.body).toBe(201);
    expect((await call(t.app, 'POST', `/api/admin/sponsors/${sponsor.id}/notes`, { cookie: admin.cookie, payload: { note: ' ' } })).statusCode).toBe(400);

    const profile = adminSponsorProfileSchema.parse((await call(t.app, 'GET', `/api/admin/sponsors/${sponsor.id}`, { cookie: admin.cookie })).json());
    expect(profile.notes.map((row) => row.note)).toEqual(['Prefers EFT receipts']);
    expect(profile.payments).toMatchObject([{ merchantReference: started.merchantReference, amountCents: 12_500, status: 'paid', learners: 1 }]);
    expect(profile.payments[0]?.providerPaymentId).toEqual(expect.any(String));
    expect(profile.sponsorships).toMatchObject([{ applicationId: request.id, status: 'paid' }]);
    expect(await auditActions(sponsor.id)).toEqual(['SPONSOR_NOTE_ADDED']);

    // /admin/analytics counts the confirmed payment in its Sponsorships section.
    const today = isoCalendarDateIn(new Date());
    const analytics = await call(t.app, 'GET', `/api/admin/analytics?from=${today}&to=${today}&sections=sponsorships`, { cookie: admin.cookie });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const section = analytics
      .json<{ sections: { id: string; figures: { id: string; value: number }[] }[] }>()
      .sections.find((row) => row.id === 'sponsorships');
    expect(section?.figures.find((row) => row.id === 'funded')?.value).toBeGreaterThanOrEqual(1);
    expect(section?.figures.find((row) => row.id === 'sponsored')?.value).toBeGreaterThanOrEqual(12_500);

    const missing = await call(t.app, 'GET', `/api/admin/sponsors/${UNKNOWN_ID}`, { cookie: admin.cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: adminSponsorTexts.sponsorNotFound } });
    expect((await call(t.app, 'POST', `/api/admin/sponsors/${UNKNOWN_ID}/notes`, { cookie: admin.cookie, payload: { note: 'x' } })).statusCode).toBe(404);
    // The sponsor profile row is the sponsor's own; nothing else changed it.
    expect(await t.database.db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, sponsor.id))).toHaveLength(1);
  });
});
