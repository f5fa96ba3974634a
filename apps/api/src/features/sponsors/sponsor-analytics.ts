import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { SPONSORSHIP_PURPOSES } from '@kusasa/domain/rules/sponsors';
import { sponsorAnalyticsTexts as t, sponsorshipTexts } from '@kusasa/domain/sponsor-texts';
import { applicationFeeSponsorships, sponsorAllocations, sponsorApplications } from '../../db/schema/sponsorships.ts';
import type { ColumnKind } from '@kusasa/domain/rules/analytics';
import type { AnalyticsSectionDefinition } from '../../core/analytics-section.ts';

// The section's shapes are plain data (schemas/admin-analytics); built here, as features do not
// share code.
const column = (key: string, label: string, kind: ColumnKind) => ({ key, label, kind });
const figure = (id: string, label: string, kind: ColumnKind, value: number) => ({ id, label, kind, value });

// The Sponsorships section of /admin/analytics (decision 0171): requests made and funded in the
// range, what sponsors paid (confirmed payments only) and allocations started, by purpose.
export const sponsorshipsAnalyticsSection: AnalyticsSectionDefinition = {
  id: 'sponsorships',
  title: t.title,
  tableIds: ['sponsorships-by-purpose'],
  async load(db, range) {
    const requested = await db
      .select({ purpose: sponsorApplications.purpose, requests: count() })
      .from(sponsorApplications)
      .where(and(gte(sponsorApplications.createdAt, range.start), lt(sponsorApplications.createdAt, range.end)))
      .groupBy(sponsorApplications.purpose);
    const paid = await db
      .select({ purpose: sponsorApplications.purpose, funded: count(), cents: sum(applicationFeeSponsorships.sponsoredAmountCents).mapWith(Number) })
      .from(applicationFeeSponsorships)
      .innerJoin(sponsorApplications, eq(sponsorApplications.id, applicationFeeSponsorships.sponsorApplicationId))
      .where(
        and(
          eq(applicationFeeSponsorships.paymentStatus, 'paid'),
          gte(applicationFeeSponsorships.paidAt, range.start),
          lt(applicationFeeSponsorships.paidAt, range.end),
        ),
      )
      .groupBy(sponsorApplications.purpose);
    const [allocations] = await db
      .select({ started: sql<number>`count(*)`.mapWith(Number) })
      .from(sponsorAllocations)
      .where(and(gte(sponsorAllocations.allocatedOn, range.start), lt(sponsorAllocations.allocatedOn, range.end)));
    const rows = SPONSORSHIP_PURPOSES.map((purpose) => {
      const paidRow = paid.find((row) => row.purpose === purpose);
      return {
        purpose: sponsorshipTexts.purposes[purpose],
        requested: requested.find((row) => row.purpose === purpose)?.requests ?? 0,
        funded: paidRow?.funded ?? 0,
        sponsored: paidRow?.cents ?? 0,
      };
    });
    const total = (key: 'requested' | 'funded' | 'sponsored') => rows.reduce((sumSoFar, row) => sumSoFar + row[key], 0);
    return {
      description: null,
      figures: [
        figure('requested', t.figures.requested, 'count', total('requested')),
        figure('funded', t.figures.funded, 'count', total('funded')),
        figure('sponsored', t.figures.sponsored, 'money', total('sponsored')),
        figure('allocationsStarted', t.figures.allocationsStarted, 'count', allocations?.started ?? 0),
      ],
      tables: [
        {
          id: 'sponsorships-by-purpose',
          title: t.byPurpose.title,
          description: null,
          chart: { type: 'bar', x: 'purpose', series: ['requested', 'funded'] },
          columns: [
            column('purpose', t.byPurpose.purpose, 'text'),
            column('requested', t.byPurpose.requested, 'count'),
            column('funded', t.byPurpose.funded, 'count'),
            column('sponsored', t.byPurpose.sponsored, 'money'),
          ],
          rows,
        },
      ],
    };
  },
};
