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

// The same payloads come back again and again (a kept catalogue list is even the same string), so
// their tags are kept too: a Map finds a string it has seen without hashing it through SHA-1 again.
// Searches make new payloads, so what is kept is bounded (in characters) and emptied when full.
const KEPT_CHARS = 8_000_000;
const keptTags = new Map<string, string>();
let keptChars = 0;

function tagOf(payload: string): string {
  let tag = keptTags.get(payload);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (keptChars + payload.length > KEPT_CHARS) {
      keptTags.clear();
      keptChars = 0;
    }
    if (payload.length <= KEPT_CHARS / 4) {
      keptTags.set(payload, tag);
      keptChars += payload.length;
    }
  }
  return tag;
}

export function registerPublicCaching(app: App) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const permission = request.routeOptions.config.permission;
    if (request.method !== 'GET' || reply.statusCode !== 200 || !permission || !PUBLIC_READS.has(permission) || typeof payload !== 'string')
      return done(null, payload);
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
