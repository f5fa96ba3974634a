import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES, PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES } from '@kusasa/domain/rules/partners';
import { partnerAnalyticsSchema } from '@kusasa/domain/schemas/partners/analytics';
import { partnerInquiries, partnerPayments, partners } from '../../db/schema/partners.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The analytics figures (SQL aggregates) against the same figures counted here in plain code,
// over a fresh database filled with seeded pseudo-random partners, payments and inquiries.

const clock = testClock('2026-03-10T08:00:00Z');
const TODAY = '2026-03-10';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failure can be repeated. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick, int: (max: number) => Math.floor(next() * max) };
}

const countBy = <T>(rows: T[], keyOf: (row: T) => string, keys: readonly string[]) =>
  keys.map((key) => ({ key, count: rows.filter((row) => keyOf(row) === key).length }));

describe('GET /api/admin/partners/analytics', () => {
  it('matches the counts and sums computed independently', async () => {
    const admin = await signedInAs(t, 'admin');
    const empty = partnerAnalyticsSchema.parse((await call(t.app, 'GET', '/api/admin/partners/analytics', { cookie: admin.cookie })).json());
    expect(empty).toMatchObject({
      totalPartners: 0,
      totalInquiries: 0,
      conversionRate: null,
      revenueByMonth: [],
      overdue: { count: 0, amountCents: 0, payments: [] },
    });

    const r = random(20260310);
    const partnerRows = Array.from({ length: 37 }, (_, i) => ({
      name: `Partner ${i}`,
      type: r.pick(PARTNER_TYPES),
      tier: r.pick(PARTNER_TIERS),
      status: r.pick(PARTNER_STATUSES),
    }));
    const inserted = await t.database.db.insert(partners).values(partnerRows).returning();

    const days = ['2025-11-03', '2025-12-31', '2026-01-01', '2026-01-20', '2026-02-28', '2026-03-09', '2026-03-10', '2026-03-11', '2026-04-01'];
    const paymentRows = Array.from({ length: 80 }, (_, i) => {
      const status = r.pick(['paid', 'pending'] as const);
      return {
        partnerId: r.pick(inserted).id,
        amountCents: 1_000 + r.int(1_000_000),
        paymentMethod: 'eft',
        status,
        paymentDate: status === 'paid' ? r.pick(days) : null,
        dueDate: r.next() < 0.1 ? null : r.pick(days),
        invoiceNumber: `TEST-${i}`,
      };
    });
    await t.database.db.insert(partnerPayments).values(paymentRows);

    const storedStatuses = [...INQUIRY_STATUSES, null, ''];
    const inquiryRows = Array.from({ length: 29 }, (_, i) => ({
      institutionName: `Inquiry ${i}`,
      institutionType: 'university',
      contactName: 'Someone',
      contactEmail: `someone${i}@example.org`,
      status: r.pick(storedStatuses),
    }));
    await t.database.db.insert(partnerInquiries).values(inquiryRows);

    const figures = partnerAnalyticsSchema.parse((await call(t.app, 'GET', '/api/admin/partners/analytics', { cookie: admin.cookie })).json());

    expect(figures.partnersByType).toEqual(countBy(partnerRows, (p) => p.type, PARTNER_TYPES));
    expect(figures.partnersByTier).toEqual(countBy(partnerRows, (p) => p.tier, PARTNER_TIERS));
    expect(figures.partnersByStatus).toEqual(countBy(partnerRows, (p) => p.status, PARTNER_STATUSES));
    expect(figures.totalPartners).toBe(partnerRows.length);

    const inquiryStatus = (row: (typeof inquiryRows)[number]) => (row.status ? row.status : 'pending');
    expect(figures.inquiriesByStatus).toEqual(countBy(inquiryRows, inquiryStatus, INQUIRY_STATUSES));
    expect(figures.totalInquiries).toBe(inquiryRows.length);
    expect(figures.conversionRate).toBeCloseTo(inquiryRows.filter((row) => row.status === 'converted').length / inquiryRows.length, 10);

    const revenue = new Map<string, { amountCents: number; payments: number }>();
    for (const row of paymentRows.filter((p) => p.status === 'paid')) {
      const month = (row.paymentDate ?? '').slice(0, 7);
      const sum = revenue.get(month) ?? { amountCents: 0, payments: 0 };
      revenue.set(month, { amountCents: sum.amountCents + row.amountCents, payments: sum.payments + 1 });
    }
    expect(figures.revenueByMonth).toEqual([...revenue.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, sum]) => ({ month, ...sum })));

    const overdue = paymentRows.filter((p) => p.status === 'pending' && p.dueDate !== null && p.dueDate < TODAY);
    expect(figures.overdue.count).toBe(overdue.length);
    expect(figures.overdue.amountCents).toBe(overdue.reduce((sum, p) => sum + p.amountCents, 0));
    expect(figures.overdue.payments.map((p) => p.invoiceNumber).sort()).toEqual(overdue.map((p) => p.invoiceNumber).sort());
    expect(figures.overdue.payments.every((p) => p.status === 'overdue')).toBe(true);
    const dueDates = figures.overdue.payments.map((p) => p.dueDate ?? '');
    expect(dueDates).toEqual([...dueDates].sort());
  });
});
