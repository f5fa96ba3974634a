import { createHash } from 'node:crypto';
import type { Permission } from '../auth/policy.ts';
import type { App } from './types.ts';

// Public reference data (the catalogue and the other public reads below) is the same for everyone and changes rarely: browsers
// and proxies may keep it five minutes and serve it stale while they check again, and a repeat
// request with the ETag it got is answered 304 with no body. Personal responses never get this,
// and only these responses pay for hashing.

// The catalogue, the FAQs, the partnership tiers and the legal pages' data: the same for everyone.
const PUBLIC_READS = new Set<Permission>(['catalogue:read', 'assistant:faqs', 'partners:tiers', 'legal:read']);
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

const tagOf = (payload: string) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

export function registerPublicCaching(app: App) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const permission = request.routeOptions.config.permission;
    if (request.method !== 'GET' || reply.statusCode !== 200 || !permission || !PUBLIC_READS.has(permission) || typeof payload !== 'string') return done(null, payload);
    const tag = tagOf(payload);
    void reply.header('etag', tag).header('cache-control', PUBLIC_CACHE_CONTROL);
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((candidate) => candidate.trim() === tag)) {
      void reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
