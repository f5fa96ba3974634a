import { adminAnalyticsTexts } from '@kusasa/domain/admin-analytics-texts';
import { analyticsPeriods } from '@kusasa/domain/rules/analytics';
import { USER_TYPES } from '@kusasa/domain/rules/roles';
import { createAdminAnalyticsRepo } from '../admin-analytics.repo.ts';
import { column, figure, table, type AnalyticsSectionDefinition } from '../../../core/analytics-section.ts';
import { texts, sum } from './section-helpers.ts';

export const registrationsSection: AnalyticsSectionDefinition = {
  id: 'registrations',
  title: texts.registrations.title,
  tableIds: ['registrations-over-time', 'registrations-by-audience'],
  async load(db, range) {
    const rows = await createAdminAnalyticsRepo(db).registrations(range, range.interval);
    const byPeriod = new Map<string, Record<string, number>>();
    for (const row of rows) byPeriod.set(row.period, { ...byPeriod.get(row.period), [row.userType]: row.count });
    const overTime = analyticsPeriods(range.from, range.to, range.interval).map((period) => {
      const counts = byPeriod.get(period) ?? {};
      return { period, total: sum(Object.values(counts)), ...Object.fromEntries(USER_TYPES.map((type) => [type, counts[type] ?? 0])) };
    });
    const byAudience = USER_TYPES.map((type) => ({
      audience: adminAnalyticsTexts.audiences[type],
      accounts: sum(rows.filter((row) => row.userType === type).map((row) => row.count)),
    }));
    const total = sum(rows.map((row) => row.count));
    const t = texts.registrations;
    return {
      description: null,
      figures: [figure('total', t.figures.total, 'count', total), figure('learners', t.figures.learners, 'count', byAudience[0]!.accounts)],
      tables: [
        table(
          'registrations-over-time',
          t.overTime.title,
          [
            column('period', t.overTime.period, 'date'),
            column('total', t.overTime.total, 'count'),
            ...USER_TYPES.map((type) => column(type, adminAnalyticsTexts.audiences[type], 'count')),
          ],
          overTime,
          { chart: { type: 'stacked-bar', x: 'period', series: [...USER_TYPES] } },
        ),
        table(
          'registrations-by-audience',
          t.byAudience.title,
          [column('audience', t.byAudience.audience, 'text'), column('accounts', t.byAudience.accounts, 'count')],
          byAudience,
          {
            chart: { type: 'bar', x: 'audience', series: ['accounts'] },
          },
        ),
      ],
    };
  },
};
