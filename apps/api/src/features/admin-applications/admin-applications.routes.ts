import { adminApplicationsQuerySchema, adminApplicationsResponseSchema } from '@kusasa/domain/schemas/admin-applications';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AdminApplicationsService } from './admin-applications.service.ts';

export function adminApplicationsRoutes(app: App, overview: AdminApplicationsService) {
  app.get(
    '/api/admin/applications',
    {
      schema: { tags: ['admin'], querystring: adminApplicationsQuerySchema, response: { 200: adminApplicationsResponseSchema } },
      config: { permission: 'admin:applications' },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return overview.overview(signedIn(request).user, request.query);
    },
  );
}
