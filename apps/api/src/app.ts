import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './features/catalogue/catalogue.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { telemetryRoutes } from './features/telemetry/telemetry.routes.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { legacyRedirects } from './http/legacy-redirects.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdFrom } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security.ts';
import type { App } from './http/types.ts';
import { serveWebApp } from './http/web-app.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** A ready logger (tests capture logs this way); by default pino JSON at config.logLevel. */
  loggerInstance?: FastifyBaseLogger;
}

// Builds the whole HTTP application without reading the environment or listening, so tests
// build exactly what production runs.
export async function buildApp({ config, database, loggerInstance }: AppDeps): Promise<App> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: { level: config.logLevel } }),
    genReqId: requestIdFrom,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once shutdown begins, finishing responses close their connection, so keep-alive clients
  // cannot hold the server open after the in-flight requests are done.
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (shuttingDown) reply.header('connection', 'close');
  });
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, config.publicUrl);

  healthRoutes(app, database);
  telemetryRoutes(app, database.db);
  catalogueRoutes(app, createCatalogueService(database.db));

  legacyRedirects(app);
  await serveWebApp(app, config.webDist);
  return app;
}
