import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { App } from '../../http/types.ts';
import type { ItnOutcome, MetricsService } from './metrics.service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics in Prometheus text format. Not public: it answers only a scraper holding
 * METRICS_TOKEN as a bearer token, and does not exist while no token is configured.
 */
export function metricsRoutes(app: App, metrics: MetricsService, token: string | undefined) {
  // Without a token nothing can read the request metrics, so requests do not pay for observing
  // them (a label hash and a histogram update on every response, bench:api).
  if (!token) return;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) {
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      // Payment notifications are the routes with the notify permission, whatever their path.
      if (request.routeOptions.config.permission === 'payments:notify') metrics.countItn(itnOutcome(reply.statusCode));
    }
    done();
  });

  app.get(
    '/api/metrics',
    { schema: { tags: ['system'], hide: true, response: { 200: z.string() } }, config: { permission: 'system:metrics' } },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(token))) throw new AppError('UNAUTHENTICATED', 'A metrics token is required.');
      reply.header('cache-control', 'no-store');
      return reply.type(metrics.contentType).send(await metrics.render());
    },
  );
}

function itnOutcome(status: number): ItnOutcome {
  if (status < 300) return 'accepted';
  if (status < 500) return 'refused';
  return 'error';
}
