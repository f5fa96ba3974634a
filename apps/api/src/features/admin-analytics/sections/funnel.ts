import { createAdminAnalyticsRepo } from '../admin-analytics.repo.ts';
import { column, figure, percentOf, table, type AnalyticsSectionDefinition } from '../../../core/analytics-section.ts';
import { texts } from './section-helpers.ts';

export const funnelSection: AnalyticsSectionDefinition = {
  id: 'funnel',
  title: texts.funnel.title,
  tableIds: ['journey-funnel'],
  async load(db, range) {
    const counts = await createAdminAnalyticsRepo(db).funnel(range);
    const t = texts.funnel;
    const steps = (['registered', 'profileComplete', 'documentsUploaded', 'applied', 'submitted'] as const).map((step) => ({
      step: t.steps[step],
      learners: counts[step],
      percent: percentOf(counts[step], counts.registered),
    }));
    return {
      description: t.description,
      figures: [
        figure('registered', t.figures.registered, 'count', counts.registered),
        figure('submitted', t.figures.submitted, 'count', counts.submitted),
        figure('conversion', t.figures.conversion, 'percent', percentOf(counts.submitted, counts.registered)),
      ],
      tables: [
        table(
          'journey-funnel',
          t.table.title,
          [column('step', t.table.step, 'text'), column('learners', t.table.learners, 'count'), column('percent', t.table.percent, 'percent')],
          steps,
          {
            chart: { type: 'funnel', x: 'step', series: ['learners'] },
            description: t.description,
          },
        ),
      ],
    };
  },
};
