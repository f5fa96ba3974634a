import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from './types.ts';
import { send } from './error-handler.ts';

// Serves the built React app: hashed assets cached for a year, index.html never cached, and
// every non-API GET that is not a file answered with index.html so client routes work on reload.
export async function serveWebApp(app: App, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web build not found; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      void reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return send(reply, 'NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
