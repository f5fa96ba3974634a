import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { PaymentsConfig } from '../config.ts';
import type { App } from './types.ts';

// Strict CSP: the web app loads only its own scripts; the one inline script, the theme
// initialiser in the prerendered pages, is allowed on those pages alone by its hash
// (web-app.ts). Styles allow inline because the toast library injects a style tag at run time
// and the prerendered pages carry their stylesheet.
// Checkout posts a form to PayFast's hosted page, so form-action names PayFast's host when
// PayFast is configured (the built-in simulator is this origin).
//
// The headers depend only on the configuration, so helmet computes them once at start and every
// response gets the same set (helmet per request re-parsed the CSP each time: a tenth of a
// health check's CPU under load, bench:api).
export function registerSecurityHeaders(app: App, { isProduction, payments }: { isProduction: boolean; payments?: PaymentsConfig }) {
  const paymentHost = payments?.provider === 'payfast' ? [payments.mode === 'live' ? 'https://www.payfast.co.za' : 'https://sandbox.payfast.co.za'] : [];
  const headers = headersOf({
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
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options, captured from one run of its middleware. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
