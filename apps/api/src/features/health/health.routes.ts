import { healthResponseSchema } from '@kusasa/domain/schemas/common';
import type { DatabaseHandle } from '../../db/database.ts';
import type { App } from '../../http/types.ts';

const PING_TIMEOUT_MS = 2000;

export function healthRoutes(app: App, database: Pick<DatabaseHandle, 'ping'>) {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } }, config: { permission: 'system:read' } },
    async (request, reply) => {
      const databaseUp = await pingWithin(database, PING_TIMEOUT_MS).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'health check: database unreachable');
          return false;
        },
      );
      if (databaseUp) return { status: 'ok', database: 'ok' } as const;
      return reply.status(503).send({ status: 'degraded', database: 'down' } as const);
    },
  );
}

// One timer and one promise per check (not a race of two promises and a finally): health checks
// are asked often, and bench:api counts every allocation on them.
function pingWithin(database: Pick<DatabaseHandle, 'ping'>, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    database.ping().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
