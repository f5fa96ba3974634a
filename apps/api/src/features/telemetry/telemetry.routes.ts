import { notFoundReportSchema } from '@kusasa/domain/schemas/telemetry';
import type { Database } from '../../db/database.ts';
import type { App } from '../../http/types.ts';
import { createTelemetryRepo } from './telemetry.repo.ts';

// The 404 page reports the wrong path here, so broken links show up in logs and in the table.
export function telemetryRoutes(app: App, db: Database) {
  const repo = createTelemetryRepo(db);
  app.post(
    '/api/telemetry/not-found',
    {
      schema: { tags: ['system'], body: notFoundReportSchema },
      config: { permission: 'telemetry:report', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { path, referrer } = request.body;
      request.log.warn({ notFoundPath: path, referrer }, 'page not found');
      await repo.recordNotFound({ path, referrer, requestId: request.id });
      return reply.status(204).send();
    },
  );
}
