import { dashboardSchema } from '@kusasa/domain/schemas/dashboard';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(app: App, dashboard: DashboardService) {
  app.get(
    '/api/dashboard',
    { schema: { tags: ['dashboard'], response: { 200: dashboardSchema } }, config: { permission: 'dashboard:own' } },
    async (request, reply) => {
      // Personal data: never kept by shared caches; the browser's own query cache decides freshness.
      void reply.header('cache-control', 'private, no-store');
      return dashboard.forLearner(signedIn(request).user.id);
    },
  );
}
