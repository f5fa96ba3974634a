import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionUser } from '@kusasa/domain/schemas/auth';
import { authTexts, errorTexts } from '@kusasa/domain/texts';
import { AppError } from './app-error.ts';
import type { App } from './types.ts';

// The session cookie and the `requireUser` guard. The cookie holds an opaque random token;
// sessions live in the database (features/sessions), so any app instance can serve any request.

export interface SessionCookieSettings {
  name: string;
  secure: boolean;
}

export interface AuthContext {
  sessionId: string;
  expiresAt: Date;
  user: SessionUser;
}

export interface SessionResolver {
  resolve(
    token: string,
    options?: { consumeExpired?: boolean },
  ): Promise<{ status: 'active'; sessionId: string; expiresAt: Date; user: SessionUser } | { status: 'unknown' } | { status: 'expired' }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The session endpoint: reports an expired session once, then forgets it and its cookie. */
    reportsSessionExpiry?: boolean;
  }
  interface FastifyRequest {
    /** Set by `app.requireUser`; null on routes that do not require a user. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 UNAUTHENTICATED without a live session, 401 SESSION_EXPIRED after it ran out. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

/** `__Host-` (Secure, path /, no Domain) in production, where the site is served over HTTPS. */
export function sessionCookieSettings({ isProduction }: { isProduction: boolean }): SessionCookieSettings {
  return isProduction ? { name: '__Host-kusasa_session', secure: true } : { name: 'kusasa_session', secure: false };
}

// A remembered session's cookie outlives the session by a day, so the browser still sends it
// after expiry and the server, not the browser, says SESSION_EXPIRED ('Session Expired' toast).
// Without 'Remember me' it is a browser-session cookie.
const COOKIE_GRACE_MS = 24 * 60 * 60_000;

const cookieOptions = (settings: SessionCookieSettings) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secure });

export function setSessionCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  session: { token: string; expiresAt: Date; remember: boolean },
  now: Date,
) {
  const maxAge = Math.ceil((session.expiresAt.getTime() - now.getTime() + COOKIE_GRACE_MS) / 1000);
  void reply.setCookie(settings.name, session.token, { ...cookieOptions(settings), ...(session.remember ? { maxAge } : {}) });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings) {
  void reply.clearCookie(settings.name, cookieOptions(settings));
}

export function sessionTokenOf(request: FastifyRequest, settings: SessionCookieSettings): string | undefined {
  return request.cookies[settings.name] || undefined;
}

export function registerSessionGuard(app: App, sessions: SessionResolver, settings: SessionCookieSettings) {
  app.decorateRequest('auth', null);
  const requireUser: preHandlerAsyncHookHandler = async (request, reply) => {
    const token = sessionTokenOf(request, settings);
    if (!token) throw new AppError('UNAUTHENTICATED', errorTexts.unauthenticated);
    const reportsExpiry = request.routeOptions.config.reportsSessionExpiry === true;
    const resolved = await sessions.resolve(token, { consumeExpired: reportsExpiry });
    if (resolved.status === 'active') {
      request.auth = { sessionId: resolved.sessionId, expiresAt: resolved.expiresAt, user: resolved.user };
      return;
    }
    if (resolved.status === 'expired') {
      if (reportsExpiry) clearSessionCookie(reply, settings);
      throw new AppError('SESSION_EXPIRED', authTexts.sessionExpiredBody);
    }
    clearSessionCookie(reply, settings);
    throw new AppError('UNAUTHENTICATED', errorTexts.unauthenticated);
  };
  app.decorate('requireUser', requireUser);
}

/** The signed-in user in a handler behind `app.requireUser`. */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', errorTexts.unauthenticated);
  return request.auth;
}
