import type { preHandlerAsyncHookHandler } from 'fastify';
import { authTexts, errorTexts } from '@kusasa/domain/texts';
import { can, isPermission, needsSignIn, needsVerification, type Permission } from '../auth/policy.ts';
import { AppError } from './app-error.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which entry of auth/policy.ts guards this route. Required for every /api route. */
    permission?: Permission;
  }
}

/** Routes served by plugins (the OpenAPI UI) rather than by a feature. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export interface RegisteredApiRoute {
  method: string;
  url: string;
  permission: Permission;
}

// Enforces the policy on every API route and refuses to register one without a permission,
// so a new endpoint cannot ship unguarded. Registered routes are listed for the
// authorization-matrix test.
export function registerAccessControl(app: App, requireUser: preHandlerAsyncHookHandler): RegisteredApiRoute[] {
  const registered: RegisteredApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || PLUGIN_ROUTE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const permission: unknown = route.config?.permission;
    if (!isPermission(permission)) {
      throw new Error(`${String(route.method)} ${route.url} has no permission in its config (see apps/api/src/auth/policy.ts)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, permission });
    }
    if (!needsSignIn(permission)) return;
    const check: preHandlerAsyncHookHandler = async function (request, reply) {
      await requireUser.call(this, request, reply);
      const user = request.auth?.user ?? null;
      if (!can(user, permission)) throw new AppError('FORBIDDEN', authTexts.permissionDenied);
      // The verification gate of seed 000, held here and not only by the web guard.
      if (user && needsVerification(user, permission)) throw new AppError('VERIFICATION_REQUIRED', errorTexts.verificationRequired);
    };
    // Before validation: a caller the policy refuses gets 401/403 whatever the body, and learns
    // nothing about the route's schema from a 400.
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
  });
  return registered;
}
