import type { FastifyRequest } from 'fastify';

/**
 * The Kusasa origin the browser is on, for a payment's return and cancel URLs: its Origin (or
 * Referer) when that is PUBLIC_URL's or the request's own host (what the CSRF guard accepted),
 * else PUBLIC_URL.
 */
export function browserOrigin(request: FastifyRequest, publicUrl: string): string {
  const claimed = request.headers.origin ?? originOf(request.headers.referer);
  const accepted = [originOf(publicUrl), originOf(`${request.protocol}://${request.host}`)];
  return claimed && claimed !== 'null' && accepted.includes(claimed) ? claimed : publicUrl;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
