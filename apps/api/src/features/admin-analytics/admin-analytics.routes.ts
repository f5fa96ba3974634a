import { analyticsExportParamsSchema, analyticsExportQuerySchema, analyticsQuerySchema, analyticsResponseSchema } from '@kusasa/domain/schemas/admin-analytics';
import type { App } from '../../http/types.ts';
import type { AdminAnalyticsService } from './admin-analytics.service.ts';

// /admin/analytics: the figures for a date range, whole or a few sections at a time, and each
// table as CSV.
export function adminAnalyticsRoutes(app: App, analytics: AdminAnalyticsService) {
  app.get(
    '/api/admin/analytics',
    { schema: { tags: ['admin'], querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema } }, config: { permission: 'admin:analytics' } },
    (request) => analytics.report(request.query),
  );

  app.get(
    '/api/admin/analytics/export/:tableId',
    { schema: { tags: ['admin'], params: analyticsExportParamsSchema, querystring: analyticsExportQuerySchema }, config: { permission: 'admin:analytics' } },
    async (request, reply) => {
      const { filename, csv } = await analytics.exportTable(request.params.tableId, request.query);
      return reply.header('content-disposition', `attachment; filename="${filename}"`).type('text/csv; charset=utf-8').send(csv);
    },
  );
}
