import { documentTexts } from '@kusasa/domain/document-texts';
import { createAdminAnalyticsRepo } from '../admin-analytics.repo.ts';
import { column, figure, oneDecimal, table, type AnalyticsSectionDefinition } from '../../../core/analytics-section.ts';
import { texts, labelOf, sum } from './section-helpers.ts';

export const documentsSection: AnalyticsSectionDefinition = {
  id: 'documents',
  title: texts.documents.title,
  tableIds: ['documents-by-status', 'documents-automatic-checks', 'documents-decision-time'],
  async load(db, range) {
    const repo = createAdminAnalyticsRepo(db);
    const byStatus = await repo.documentsByStatus(range);
    const byOutcome = await repo.documentsByAutomaticOutcome(range);
    const times = await repo.documentDecisionTimes(range);
    const t = texts.documents;
    const overall = times.find((row) => row.documentType === null);
    return {
      description: null,
      figures: [
        figure('total', t.figures.total, 'count', sum(byStatus.map((row) => row.count))),
        figure('pending', t.figures.pending, 'count', byStatus.find((row) => row.status === 'pending')?.count ?? 0),
        figure('medianHours', t.figures.medianHours, 'hours', oneDecimal(overall?.medianHours)),
      ],
      tables: [
        table(
          'documents-by-status',
          t.byStatus.title,
          [column('status', t.byStatus.status, 'text'), column('documents', t.byStatus.documents, 'count')],
          byStatus.map((row) => ({ status: labelOf(documentTexts.statusLabels, row.status), documents: row.count })),
          { chart: { type: 'bar', x: 'status', series: ['documents'] } },
        ),
        table(
          'documents-automatic-checks',
          t.automaticChecks.title,
          [
            column('outcome', t.automaticChecks.outcome, 'text'),
            column('documents', t.automaticChecks.documents, 'count'),
            column('decidedByAdmin', t.automaticChecks.decidedByAdmin, 'count'),
            column('adminAgreed', t.automaticChecks.adminAgreed, 'count'),
          ],
          byOutcome.map((row) => ({
            outcome: labelOf(t.outcomes, row.outcome ?? 'not-checked'),
            documents: row.count,
            decidedByAdmin: row.decidedByAdmin,
            adminAgreed: row.adminAgreed,
          })),
          { chart: { type: 'bar', x: 'outcome', series: ['documents', 'decidedByAdmin', 'adminAgreed'] } },
        ),
        table(
          'documents-decision-time',
          t.decisionTime.title,
          [
            column('documentType', t.decisionTime.documentType, 'text'),
            column('decided', t.decisionTime.decided, 'count'),
            column('averageHours', t.decisionTime.averageHours, 'hours'),
            column('medianHours', t.decisionTime.medianHours, 'hours'),
            column('p90Hours', t.decisionTime.p90Hours, 'hours'),
          ],
          times.map((row) => ({
            documentType: row.documentType === null ? t.allTypes : labelOf(documentTexts.labels, row.documentType),
            decided: row.decided,
            averageHours: oneDecimal(row.averageHours),
            medianHours: oneDecimal(row.medianHours),
            p90Hours: oneDecimal(row.p90Hours),
          })),
          { chart: { type: 'bar', x: 'documentType', series: ['medianHours', 'p90Hours'] } },
        ),
      ],
    };
  },
};
