import { needsSignIn, type Permission } from '../auth/policy.ts';
import type { App } from './types.ts';

// A response about a person (anything behind a sign-in, a signed file link, the dev mailbox)
// must not stay in a browser's or a proxy's cache: one hook marks them all no-store, so no
// route can forget it (the learner's marks in /api/aps/me were once cached).

const PERSONAL_WITHOUT_SIGN_IN = new Set<Permission>(['documents:signed-read', 'dev:mailbox']);

export function isPersonal(permission: Permission | undefined): boolean {
  return permission !== undefined && (needsSignIn(permission) || PERSONAL_WITHOUT_SIGN_IN.has(permission));
}

export function registerPersonalNoStore(app: App) {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route's own stricter value ('private, no-store') stands; anything else becomes no-store.
    const current = String(reply.getHeader('cache-control') ?? '');
    if (isPersonal(request.routeOptions.config.permission) && !current.includes('no-store')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
