import type { FastifyRequest } from 'fastify';
import { authTexts } from '@kusasa/domain/texts';
import { send } from './error-handler.ts';
import { isPlainFormPost } from './form-posts.ts';
import type { App } from './types.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Cross-site request forgery: a mutating API request must come from Kusasa's own pages. Browsers
// send Origin with every cross-origin request and with same-origin POSTs; Referer is the fallback
// for old ones. The origin must be PUBLIC_URL's or the request's own host (the Vite dev proxy,
// a second hostname behind the same proxy).
//
// A request with neither header is not from a modern browser page (curl, app.inject, server to
// server). It is allowed only when it carries no session cookie: forgery works by making a
// browser attach the victim's cookie, so a request without one acts as nobody. With a session
// cookie and no Origin or Referer, it is refused. SameSite=Lax on the cookie is the second wall.
// A browser's plain form post to a route taking one (form-posts.ts: sign-in) must name its origin
// even without a cookie: signing a visitor into someone else's account is forgery too, and every
// browser sends Origin with a POST. (Server-to-server form posts, PayFast's ITN, are not such routes.)
export function registerCsrfProtection(app: App, { publicUrl, sessionCookieName }: { publicUrl: string; sessionCookieName: string }) {
  const publicOrigin = new URL(publicUrl).origin;
  // Callback-style: reads (most requests) leave without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!MUTATING.has(request.method) || !isApiPath(request.url)) return done();
    const origin = claimedOrigin(request);
    if (origin === undefined) {
      if (request.cookies[sessionCookieName] === undefined && !isPlainFormPost(request)) return done();
    } else if (origin === publicOrigin || isOwnHost(origin, request.host)) {
      return done();
    }
    request.log.warn({ origin, host: request.host }, 'cross-site request refused');
    // A reply sent from a callback hook ends the request: done() is not called after it.
    void send(reply, 'FORBIDDEN', authTexts.crossSiteRefused);
  });
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The Origin header, else the origin of the Referer; 'null' (sandboxed or privacy-stripped) stays 'null'. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Whether the origin names the host the request was sent to (default ports compare equal). */
function isOwnHost(origin: string, host: string): boolean {
  try {
    const claimed = new URL(origin);
    return claimed.host === new URL(`${claimed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
