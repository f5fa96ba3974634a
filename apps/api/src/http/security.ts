import helmet from '@fastify/helmet';
import type { App } from './types.ts';

// Strict CSP: the web app loads only its own scripts (the theme initialiser is a file, not
// inline). Styles allow inline because the toast library injects a style tag at run time.
export async function registerSecurityHeaders(app: App, { isProduction }: { isProduction: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense behind HTTPS, which is production.
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
  });
}
