import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAnalyticsTexts } from '@kusasa/domain/admin-analytics-texts';
import type { AnalyticsResponse, AnalyticsSection } from '@kusasa/domain/schemas/admin-analytics';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { payments } from '../../db/schema/payments.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { profileProgress } from '../../db/schema/student-profile.ts';
import { users } from '../../db/schema/users.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The analytics against a seeded database. The seed is plain data built here; every expected
// figure is computed from that data in this file, in JavaScript, never by the SQL under test.
// Times sit near South African midnight (UTC+2) so that grouping by UTC days would show.

const NOW = new Date('2026-03-31T10:00:00Z');
const FROM = '2026-03-01';
const TO = '2026-03-31';
const HOUR = 3_600_000;

const saDay = (date: Date) => new Date(date.getTime() + 2 * HOUR).toISOString().slice(0, 10);
const inRange = (date: Date) => saDay(date) >= FROM && saDay(date) <= TO;
const count = <T>(items: readonly T[], keep: (item: T) => boolean) => items.filter(keep).length;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (position - low);
}
const round1 = (value: number) => Math.round(value * 10) / 10;

interface SeedDocument {
  type: string;
  status: string;
  createdAt: Date;
  auto: (typeof AUTO_OUTCOMES)[number];
  reviewedAt: Date | null;
}
interface SeedApplication {
  status: string;
  programme: number | null;
  createdAt: Date;
}
interface SeedPayment {
  planId: string;
  status: string;
  amountCents: number;
  createdAt: Date;
  resolved: boolean;
  orphan: boolean;
}
interface SeedUser {
  id: string;
  userType: string;
  createdAt: Date;
  profileComplete: boolean;
  documents: SeedDocument[];
  applications: SeedApplication[];
  payments: SeedPayment[];
}

const APPLICATION_STATUSES = ['draft', 'submitted', 'under-review', 'approved', 'rejected', 'resubmission-required'];
const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'request_resubmission'];
const AUTO_OUTCOMES = [null, 'approved', 'rejected', 'request_resubmission', 'pending'] as const;

function seedUsers(): SeedUser[] {
  const seeded: SeedUser[] = [];
  for (let i = 0; i < 44; i++) {
    // From 25 February to 9 April, alternately 00:30 and 23:30 South African time.
    const day = new Date(Date.UTC(2026, 1, 25 + i)).toISOString().slice(0, 10);
    const createdAt = new Date(`${day}T${i % 2 ? '00:30' : '23:30'}:00+02:00`);
    const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
    const docs: SeedDocument[] =
      i % 2 === 0
        ? ['idDocument', 'grade12Results'].map((type, n) => {
            const auto = AUTO_OUTCOMES[(i + n) % AUTO_OUTCOMES.length]!;
            const reviewed = (i + n) % 3 !== 0;
            const status = reviewed ? DOCUMENT_STATUSES[1 + ((i + n) % 3)]! : (auto ?? 'pending');
            return { type, status, createdAt: at(5 + n), auto, reviewedAt: reviewed ? at(5 + n + (i + 1) * 37) : null };
          })
        : [];
    const apps: SeedApplication[] =
      i % 5 === 4 ? [] : [{ status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!, programme: i % 7 === 0 ? null : i % 3, createdAt: at(20) }];
    const pays: SeedPayment[] = [];
    if (i % 4 === 1) {
      const status = ['paid', 'failed', 'pending', 'cancelled'][(i >> 2) % 4]!;
      const planId = i % 8 === 1 ? 'essential' : 'pro-ai';
      pays.push({
        planId,
        status,
        amountCents: planId === 'essential' ? 19_900 : 30_000,
        createdAt: at(30),
        resolved: status === 'failed' && i % 3 === 0,
        orphan: false,
      });
      // Some learners pay after their payment failed or was cancelled.
      if (status === 'failed' || status === 'cancelled')
        pays.push({ planId, status: 'paid', amountCents: pays[0]!.amountCents, createdAt: at(90), resolved: false, orphan: false });
    }
    seeded.push({ id: randomUUID(), userType: 'student', createdAt, profileComplete: i % 3 === 0, documents: docs, applications: apps, payments: pays });
  }
  const others: [string, string][] = [
    ['consultant', '2026-03-02T09:00'],
    ['consultant', '2026-03-15T09:00'],
    ['sponsor', '2026-03-20T09:00'],
    ['admin', '2026-03-05T09:00'],
    ['institution', '2026-04-03T09:00'],
  ];
  for (const [userType, local] of others)
    seeded.push({
      id: randomUUID(),
      userType,
      createdAt: new Date(`${local}:00+02:00`),
      profileComplete: false,
      documents: [],
      applications: [],
      payments: [],
    });
  // An orphaned payment (no account), a paid orphan an admin linked to a learner, and an old pending (expired) one.
  const holder = seeded[3]!;
  holder.payments.push(
    { planId: 'essential', status: 'paid', amountCents: 19_900, createdAt: new Date('2026-03-10T12:00:00+02:00'), resolved: false, orphan: true },
    { planId: 'essential', status: 'paid', amountCents: 19_900, createdAt: new Date('2026-03-11T12:00:00+02:00'), resolved: true, orphan: false },
    { planId: 'pro-ai', status: 'pending', amountCents: 30_000, createdAt: new Date('2026-03-29T08:00:00+02:00'), resolved: false, orphan: false },
    { planId: 'pro-ai', status: 'pending', amountCents: 30_000, createdAt: new Date('2026-03-31T08:00:00+02:00'), resolved: false, orphan: false },
  );
  return seeded;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
const seeded = seedUsers();
let catalogue: { id: string; name: string; institutionId: string; institution: string }[];

async function insertSeed() {
  const db = t.database.db;
  catalogue = await db
    .select({ id: programmes.id, name: programmes.name, institutionId: programmes.institutionId, institution: institutions.name })
    .from(programmes)
    .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
    .orderBy(asc(programmes.name))
    .limit(3);
  for (const [n, user] of seeded.entries()) {
    await db
      .insert(users)
      .values({ id: user.id, email: `analytics-${n}-${user.id}@example.test`, userType: user.userType, createdAt: user.createdAt, updatedAt: user.createdAt });
    if (user.profileComplete) await db.insert(profileProgress).values({ userId: user.id, currentStep: 5, completedAt: user.createdAt });
    for (const doc of user.documents) {
      const verification: Record<string, unknown> = {};
      if (doc.auto) Object.assign(verification, { status: doc.auto, confidence: 0.9, validationResults: [], failureReason: null });
      if (doc.reviewedAt) Object.assign(verification, { reviewedBy: admin.id, reviewedAt: doc.reviewedAt.toISOString() });
      await db.insert(documents).values({
        userId: user.id,
        filePath: `users/${user.id}/documents/${doc.type}-${doc.createdAt.getTime()}.pdf`,
        documentType: doc.type,
        mimeType: 'application/pdf',
        sizeBytes: 1000,
        verificationStatus: doc.status,
        verification: Object.keys(verification).length > 0 ? verification : null,
        createdAt: doc.createdAt,
      });
    }
    for (const app of user.applications) {
      const programme = app.programme === null ? undefined : catalogue[app.programme];
      await db
        .insert(applications)
        .values({ userId: user.id, status: app.status, institutionId: programme?.institutionId, programId: programme?.id, createdAt: app.createdAt });
    }
    for (const [k, pay] of user.payments.entries()) {
      await db.insert(payments).values({
        userId: pay.orphan ? null : user.id,
        merchantReference: `KUS-TEST-${n}-${k}-${user.id.slice(0, 8)}`,
        planId: pay.planId,
        tier: pay.planId === 'essential' ? 'basic' : 'premium',
        amountCents: pay.amountCents,
        status: pay.status,
        provider: 'simulator',
        resolvedAt: pay.resolved ? NOW : null,
        resolvedBy: pay.resolved ? admin.id : null,
        createdAt: pay.createdAt,
      });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ seedCatalogue: true, clock: () => NOW });
  admin = await signedInAs(t, 'admin');
  // The admin account itself is a registration; put it outside the range so the seed alone counts.
  await t.database.db
    .update(users)
    .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(users.id, admin.id));
  await insertSeed();
});
afterAll(() => t.close());

async function report(query = `from=${FROM}&to=${TO}`): Promise<AnalyticsResponse> {
  const response = await call(t.app, 'GET', `/api/admin/analytics?${query}`, { cookie: admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsResponse>();
}
const sectionOf = (body: AnalyticsResponse, id: string): AnalyticsSection => body.sections.find((section) => section.id === id)!;
const tableOf = (body: AnalyticsResponse, id: string) => body.sections.flatMap((section) => section.tables).find((table) => table.id === id)!;
const figureOf = (section: AnalyticsSection, id: string) => section.figures.find((figure) => figure.id === id)?.value;
const learnersInRange = () => seeded.filter((user) => user.userType === 'student' && inRange(user.createdAt));
const withUser = <T>(pick: (user: SeedUser) => T[]) => seeded.flatMap((user) => pick(user).map((item) => ({ ...item, user })));
const all = { documents: () => withUser((u) => u.documents), applications: () => withUser((u) => u.applications), payments: () => withUser((u) => u.payments) };

describe('GET /api/admin/analytics', () => {
  it('answers the range, every section and the list of sections', async () => {
    const body = await report();
    expect(body.range).toEqual({ from: FROM, to: TO, interval: 'day', timeZone: 'Africa/Johannesburg' });
    expect(body.available.map((section) => section.id)).toEqual(['registrations', 'funnel', 'applications', 'documents', 'payments', 'sponsorships']);
    expect(body.sections.map((section) => section.id)).toEqual(body.available.map((section) => section.id));
  });

  it('counts registrations per South African day and by audience', async () => {
    const body = await report();
    const overTime = tableOf(body, 'registrations-over-time');
    expect(overTime.rows).toHaveLength(31);
    const inMarch = seeded.filter((user) => inRange(user.createdAt));
    for (const row of overTime.rows) {
      const that = inMarch.filter((user) => saDay(user.createdAt) === row.period);
      expect(row, String(row.period)).toMatchObject({
        total: that.length,
        student: count(that, (u) => u.userType === 'student'),
        consultant: count(that, (u) => u.userType === 'consultant'),
      });
    }
    expect(tableOf(body, 'registrations-by-audience').rows).toEqual(
      (['student', 'consultant', 'institution', 'sponsor', 'nsfas', 'admin'] as const).map((type) => ({
        audience: adminAnalyticsTexts.audiences[type],
        accounts: count(inMarch, (u) => u.userType === type),
      })),
    );
    expect(figureOf(sectionOf(body, 'registrations'), 'total')).toBe(inMarch.length);
  });

  it('groups by weeks starting on Monday', async () => {
    const body = await report(`from=${FROM}&to=${TO}&interval=week&sections=registrations`);
    const rows = tableOf(body, 'registrations-over-time').rows;
    // 1 March 2026 is a Sunday: its week began on Monday 23 February.
    expect(rows.map((row) => row.period)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    const mondayOf = (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 24 * HOUR).toISOString().slice(0, 10);
    };
    for (const row of rows) expect(row.total).toBe(count(seeded, (u) => inRange(u.createdAt) && mondayOf(saDay(u.createdAt)) === row.period));
  });

  it("counts the learners' journey funnel", async () => {
    const learners = learnersInRange();
    const expected = [
      learners.length,
      count(learners, (u) => u.profileComplete),
      count(learners, (u) => u.documents.length > 0),
      count(learners, (u) => u.applications.length > 0),
      count(learners, (u) => u.applications.some((a) => a.status !== 'draft')),
    ];
    const body = await report();
    expect(tableOf(body, 'journey-funnel').rows.map((row) => row.learners)).toEqual(expected);
    expect(tableOf(body, 'journey-funnel').rows[4]?.percent).toBe(round1((expected[4]! / expected[0]!) * 100));
  });

  it('counts applications by status, institution and programme', async () => {
    const apps = all.applications().filter((a) => inRange(a.createdAt));
    const body = await report();
    const byStatus = Object.fromEntries(tableOf(body, 'applications-by-status').rows.map((row) => [String(row.status), row.applications]));
    expect(byStatus).toEqual({
      Draft: count(apps, (a) => a.status === 'draft'),
      Submitted: count(apps, (a) => a.status === 'submitted'),
      'Under Review': count(apps, (a) => a.status === 'under-review'),
      Approved: count(apps, (a) => a.status === 'approved'),
      Unsuccessful: count(apps, (a) => a.status === 'rejected'),
      'Resubmission Required': count(apps, (a) => a.status === 'resubmission-required'),
    });
    const byProgramme = tableOf(body, 'applications-by-programme').rows;
    for (const [index, programme] of catalogue.entries()) {
      const these = apps.filter((a) => a.programme === index);
      expect(byProgramme.find((row) => row.programme === programme.name && row.institution === programme.institution)).toEqual({
        programme: programme.name,
        institution: programme.institution,
        applications: these.length,
        submitted: count(these, (a) => a.status !== 'draft'),
      });
    }
    const none = apps.filter((a) => a.programme === null);
    expect(byProgramme.find((row) => row.programme === adminAnalyticsTexts.sections.applications.notChosen)).toMatchObject({ applications: none.length });
    const byInstitution = tableOf(body, 'applications-by-institution').rows;
    const institutionTotal = (name: string) => count(apps, (a) => a.programme !== null && catalogue[a.programme]!.institution === name);
    for (const name of new Set(catalogue.map((p) => p.institution)))
      expect(byInstitution.find((row) => row.institution === name)?.applications).toBe(institutionTotal(name));
  });

  it('counts documents by status and automatic outcome, and the time to an admin decision', async () => {
    const docs = all.documents().filter((d) => inRange(d.createdAt));
    const body = await report();
    const labels = { pending: 'Pending', approved: 'Verified', rejected: 'Rejected', request_resubmission: 'Resubmission required' } as const;
    expect(Object.fromEntries(tableOf(body, 'documents-by-status').rows.map((row) => [String(row.status), row.documents]))).toEqual(
      Object.fromEntries(
        Object.entries(labels)
          .map(([status, label]) => [label, count(docs, (d) => d.status === status)])
          .filter(([, n]) => n !== 0),
      ),
    );
    const outcomes = adminAnalyticsTexts.sections.documents.outcomes;
    for (const auto of AUTO_OUTCOMES) {
      const these = docs.filter((d) => d.auto === auto);
      expect(tableOf(body, 'documents-automatic-checks').rows.find((row) => row.outcome === outcomes[auto ?? 'not-checked'])).toEqual({
        outcome: outcomes[auto ?? 'not-checked'],
        documents: these.length,
        decidedByAdmin: count(these, (d) => d.reviewedAt !== null),
        adminAgreed: count(these, (d) => d.reviewedAt !== null && d.status === d.auto),
      });
    }
    const hours = docs.filter((d) => d.reviewedAt).map((d) => (d.reviewedAt!.getTime() - d.createdAt.getTime()) / HOUR);
    const times = tableOf(body, 'documents-decision-time').rows;
    expect(times[0]).toEqual({
      documentType: adminAnalyticsTexts.sections.documents.allTypes,
      decided: hours.length,
      averageHours: round1(hours.reduce((a, b) => a + b, 0) / hours.length),
      medianHours: round1(percentile(hours, 0.5)),
      p90Hours: round1(percentile(hours, 0.9)),
    });
    expect(times.slice(1).map((row) => row.documentType)).toEqual(['Grade 12 Results', 'ID Document']);
    expect(figureOf(sectionOf(body, 'documents'), 'medianHours')).toBe(round1(percentile(hours, 0.5)));
  });

  it('counts payments by plan and month, and the failed and recovered ones', async () => {
    const pays = all.payments().filter((p) => inRange(p.createdAt));
    const expiredBefore = NOW.getTime() - 24 * HOUR;
    const body = await report('from=2026-02-01&to=2026-04-30&sections=payments');
    const byPlanMonth = tableOf(body, 'payments-by-plan-month').rows;
    const everyPayment = all.payments().filter((p) => saDay(p.createdAt) >= '2026-02-01' && saDay(p.createdAt) <= '2026-04-30');
    for (const row of byPlanMonth) {
      const these = everyPayment.filter(
        (p) => saDay(p.createdAt).slice(0, 7) === row.month && (p.planId === 'essential' ? 'Essential' : 'Pro + AI') === row.plan,
      );
      const paid = these.filter((p) => p.status === 'paid');
      expect(row).toEqual({
        month: row.month,
        plan: row.plan,
        payments: these.length,
        paid: paid.length,
        revenue: paid.reduce((total, p) => total + p.amountCents, 0),
        failed: count(these, (p) => p.status === 'failed'),
        cancelled: count(these, (p) => p.status === 'cancelled'),
        pending: count(these, (p) => p.status === 'pending' && p.createdAt.getTime() >= expiredBefore),
        expired: count(these, (p) => p.status === 'pending' && p.createdAt.getTime() < expiredBefore),
      });
    }
    expect(byPlanMonth.reduce((total, row) => total + Number(row.payments), 0)).toBe(everyPayment.length);

    const march = await report('sections=payments&from=2026-03-01&to=2026-03-31');
    const category = (p: (typeof pays)[number]) =>
      p.status === 'paid' && p.resolved
        ? 'recovered'
        : p.orphan
          ? 'orphaned'
          : p.status === 'failed'
            ? 'failed'
            : p.status === 'pending' && p.createdAt.getTime() < expiredBefore
              ? 'expired'
              : p.status === 'cancelled'
                ? 'cancelled'
                : null;
    const paidLater = (p: (typeof pays)[number]) =>
      !p.orphan && p.status !== 'paid' && p.user.payments.some((q) => !q.orphan && q.status === 'paid' && q.createdAt > p.createdAt);
    const categories = adminAnalyticsTexts.sections.payments.categories;
    for (const key of ['failed', 'expired', 'cancelled', 'orphaned', 'recovered'] as const) {
      const these = pays.filter((p) => category(p) === key);
      expect(
        tableOf(march, 'payments-recovery').rows.find((row) => row.category === categories[key]),
        key,
      ).toEqual({
        category: categories[key],
        payments: these.length,
        amount: these.reduce((total, p) => total + p.amountCents, 0),
        resolvedByAdmin: count(these, (p) => p.resolved),
        paidLater: count(these, paidLater),
        open: key === 'recovered' ? 0 : count(these, (p) => !p.resolved && !paidLater(p)),
      });
    }
    expect(pays.some((p) => category(p) === 'expired') && pays.some(paidLater)).toBe(true);
  });

  it('loads only the sections asked for, and refuses unknown ones and bad ranges', async () => {
    expect((await report(`from=${FROM}&to=${TO}&sections=funnel,payments`)).sections.map((s) => s.id)).toEqual(['funnel', 'payments']);
    const unknown = await call(t.app, 'GET', '/api/admin/analytics?sections=weather', { cookie: admin.cookie });
    expect(unknown.statusCode).toBe(400);
    const backwards = await call(t.app, 'GET', '/api/admin/analytics?from=2026-03-10&to=2026-03-01', { cookie: admin.cookie });
    expect(backwards.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { to: adminAnalyticsTexts.toBeforeFrom } } });
    expect((await call(t.app, 'GET', '/api/admin/analytics?from=2020-01-01&to=2026-03-01', { cookie: admin.cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/admin/analytics?from=2026-02-30', { cookie: admin.cookie })).statusCode).toBe(400);
  });

  it('defaults to the last 30 South African days', async () => {
    expect((await report('sections=funnel')).range).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
    expect((await report('sections=funnel&to=2026-02-28')).range).toMatchObject({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('is for admins only', async () => {
    const learner = await signedInAs(t);
    expect((await call(t.app, 'GET', '/api/admin/analytics', { cookie: learner.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/analytics/export/journey-funnel', { cookie: learner.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/analytics/export/:tableId', () => {
  it('exports a table as CSV with its column labels, money in rand', async () => {
    const response = await call(t.app, 'GET', '/api/admin/analytics/export/payments-by-plan-month?from=2026-03-01&to=2026-03-31', { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kusasa-payments-by-plan-month-2026-03-01-to-2026-03-31.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Month,Plan,Payments,Paid,Revenue,Failed,Cancelled,Pending,Expired');
    const paidEssential = all.payments().filter((p) => inRange(p.createdAt) && p.planId === 'essential' && p.status === 'paid');
    expect(lines.find((line) => line.startsWith('2026-03,Essential,'))?.split(',')[4]).toBe(((paidEssential.length * 19_900) / 100).toFixed(2));
  });

  it('answers 404 for a table that does not exist', async () => {
    expect((await call(t.app, 'GET', '/api/admin/analytics/export/no-such-table', { cookie: admin.cookie })).statusCode).toBe(404);
  });
});
