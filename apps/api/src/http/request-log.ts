import type { App } from './types.ts';

// One log line per request, when it ends: method, URL, status and time. Fastify's own request
// logging writes two lines (received, completed) and builds both at the default level (info),
// which bench:api measured as the largest framework cost per request. Health checks, asked every
// few seconds by load balancers, log at debug so they do not bury the rest.
export function registerRequestLog(app: App) {
  app.addHook('onResponse', (request, reply, done) => {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (request.url === '/api/health') request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
