import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { createAdminAnalyticsRepo } from '../admin-analytics.repo.ts';
import { column, figure, table, type AnalyticsSectionDefinition } from '../../../core/analytics-section.ts';
import { texts, labelOf, sum } from './section-helpers.ts';

export const applicationsSection: AnalyticsSectionDefinition = {
  id: 'applications',
  title: texts.applications.title,
  tableIds: ['applications-by-status', 'applications-by-institution', 'applications-by-programme'],
  async load(db, range) {
    const repo = createAdminAnalyticsRepo(db);
    const byStatus = await repo.applicationsByStatus(range);
    const byInstitution = await repo.applicationsByInstitution(range);
    const byProgramme = await repo.applicationsByProgramme(range);
    const t = texts.applications;
    const total = sum(byStatus.map((row) => row.count));
    const submitted = sum(byStatus.filter((row) => row.status !== 'draft').map((row) => row.count));
    return {
      description: null,
      figures: [figure('total', t.figures.total, 'count', total), figure('submitted', t.figures.submitted, 'count', submitted)],
      tables: [
        table(
          'applications-by-status',
          t.byStatus.title,
          [column('status', t.byStatus.status, 'text'), column('applications', t.byStatus.applications, 'count')],
          byStatus.map((row) => ({ status: labelOf(applicationStatusLabels, row.status), applications: row.count })),
          { chart: { type: 'bar', x: 'status', series: ['applications'] } },
        ),
        table(
          'applications-by-institution',
          t.byInstitution.title,
          [
            column('institution', t.byInstitution.institution, 'text'),
            column('applications', t.byInstitution.applications, 'count'),
            column('submitted', t.byInstitution.submitted, 'count'),
          ],
          byInstitution.map((row) => ({ institution: row.institution ?? t.notChosen, applications: row.count, submitted: row.submitted })),
          { chart: { type: 'bar', x: 'institution', series: ['applications', 'submitted'] } },
        ),
        table(
          'applications-by-programme',
          t.byProgramme.title,
          [
            column('programme', t.byProgramme.programme, 'text'),
            column('institution', t.byProgramme.institution, 'text'),
            column('applications', t.byProgramme.applications, 'count'),
            column('submitted', t.byProgramme.submitted, 'count'),
          ],
          byProgramme.map((row) => ({
            programme: row.programme ?? t.notChosen,
            institution: row.institution ?? t.notChosen,
            applications: row.count,
            submitted: row.submitted,
          })),
          { chart: { type: 'bar', x: 'programme', series: ['applications', 'submitted'] } },
        ),
      ],
    };
  },
};
