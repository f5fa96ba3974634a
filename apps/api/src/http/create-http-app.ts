import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { registerCsrfProtection } from './csrf.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerNulGuard } from './nul-guard.ts';
import { registerOpenApi } from './openapi.ts';
import { registerPersonalNoStore } from './personal-no-store.ts';
import { registerPublicCaching } from './public-caching.ts';
import { requestIdFrom } from './request-id.ts';
import { registerRequestLog } from './request-log.ts';
import { registerSecurityHeaders } from './security.ts';
import { serializerCompiler } from './serializer.ts';
import { sessionCookieSettings } from './session.ts';
import type { App } from './types.ts';

/** Fastify with every plugin a request passes through before its route: no routes, no services. */
export async function createHttpApp(config: Config, loggerInstance?: FastifyBaseLogger): Promise<App> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: { level: config.logLevel } }),
    genReqId: requestIdFrom,
    // One line per request at its end (http/request-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
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
  // Hooks on every request are callback-style, not async: an async hook costs a promise and a
  // microtask hop per request, which bench:api saw at the health check.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    if (shuttingDown) void reply.header('connection', 'close');
    done(null, payload);
  });
  registerRequestLog(app);
  registerErrorHandling(app);

  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  registerPublicCaching(app);
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: config.publicUrl, sessionCookieName: sessionCookieSettings(config).name });
  registerNulGuard(app);
  registerPersonalNoStore(app);
  await registerOpenApi(app, config.publicUrl);
  return app;
}
