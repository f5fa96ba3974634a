import helmet from '@fastify/helmet';
import type { PaymentsConfig } from '../config.ts';
import type { App } from './types.ts';

// Strict CSP: the web app loads only its own scripts (the theme initialiser is a file, not
// inline). Styles allow inline because the toast library injects a style tag at run time.
// Checkout posts a form to PayFast's hosted page, so form-action names PayFast's host when
// PayFast is configured (the built-in simulator is this origin).
export async function registerSecurityHeaders(app: App, { isProduction, payments }: { isProduction: boolean; payments?: PaymentsConfig }) {
  const paymentHost = payments?.provider === 'payfast' ? [payments.mode === 'live' ? 'https://www.payfast.co.za' : 'https://sandbox.payfast.co.za'] : [];
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
        formAction: ["'self'", ...paymentHost],
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
